// Loads the app's code once a screen sent as HTML has painted (decision 052). Login arrives drawn in its
// page (decision 051), so its scripts are needed only to take the form over; asked for in the page, they
// would be fetched before the first paint, and on a slow phone the paint waits for them. The page names
// them on this script's tag: the entry (`data-entry`) and the chunks to preload beside it
// (`data-preload`, space-separated), each as `<script type="module">` and `<link rel="modulepreload">`
// would have. A frame, then a task: the first paint has happened by then.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const { entry, preload = '' } = boot.dataset;
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
  // A page opened in a background tab draws no frames until it is shown; it loads anyway.
  if (document.visibilityState === 'hidden') setTimeout(load, 0);
})();
