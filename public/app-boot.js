// Loads the app's code once a page sent with its first render in the HTML has painted (decision 052):
// Login's form and the signed-in frame of a shell route (decision 051) need their scripts only to be taken
// over; asked for in the page, the scripts would be fetched before the first paint, and on a slow phone the
// paint waits for them. The page names them on this script's tag: the entry (`data-entry`) and the chunks
// to preload beside it (`data-preload`, space-separated), each as `<script type="module">` and
// `<link rel="modulepreload">` would have.
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
  // After the first contentful paint has been presented: a frame's callbacks run before its paint reaches
  // the screen, and a script asked for then still counts as one that paint waited for. Where the browser
  // does not report paints, two frames; in any case no later than 1 s.
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
  }
  setTimeout(load, 1000);
  // A page opened in a background tab draws no frames until it is shown; it loads anyway.
  if (document.visibilityState === 'hidden') setTimeout(load, 0);
})();
