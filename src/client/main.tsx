import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startPwa } from './features/pwa/pwa-state.ts';
import { markPrerendered } from './lib/prerendered.ts';
import { prerenderedPageReady } from './routes.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startPwa();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends Login's first screen, and the signed-in frame's placeholders, in the HTML (decision 051):
// the app takes them over where they stand, Login once its code is here (the page names it for preloading).
// Hydrating around a screen still on its way would leave its HTML waiting, and the first update above it
// (auth.me's answer) would make React draw it afresh. Should the HTML differ from the first render after
// all, React renders the app in its place.
if (container.firstElementChild) {
  markPrerendered();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for all of it (a long task a slow phone feels as a page that does not answer).
  void prerenderedPageReady(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
