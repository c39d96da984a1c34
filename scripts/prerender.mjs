// `npm run build`'s prerendering (issue 15, decision 051): the first render of the pages listed here (Login,
// and the signed-in frame's placeholders), made as HTML from the app's own components when the app is built.
// The server sends it inside `#root` (src/server/http/client-app.ts), so the browser paints it before any
// script has run, and the app hydrates it. Written to dist/client/.vite/prerendered.json, by screen name
// (src/shared/access.ts's ROUTES) or `shell`.
//
//   node scripts/prerender.mjs      (after the client build)
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The pages sent prerendered, with the path each is rendered at: Login, where most visits start, by its
 * screen name, and `shell`, every signed-in screen's first render (the frame with its placeholders while
 * `auth.me` answers, the same on every shell route).
 */
export const PRERENDERED_PAGES = { Login: '/login', shell: '/' };

export async function prerenderScreens(outDir = path.resolve('dist/client')) {
  // Inside the project, so the built module finds the app's packages in node_modules.
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(path.join(cache, 'prerender-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: 'src/client/prerender.tsx', outDir: scratch, emptyOutDir: true, minify: false },
    });
    const entry = readdirSync(scratch).find((file) => /^prerender\.m?js$/.test(file));
    if (!entry) throw new Error(`The prerender build wrote no prerender.js in ${scratch}.`);
    // Node 20 has no navigator (Node 21 and later do): the header's install button reads it when it renders.
    globalThis.navigator ??= { userAgent: '', maxTouchPoints: 0 };
    const { prerenderRoute } = await import(pathToFileURL(path.join(scratch, entry)).href);
    const pages = {};
    for (const [name, pathname] of Object.entries(PRERENDERED_PAGES)) {
      pages[name] = await prerenderRoute(pathname);
    }
    writeFileSync(path.join(outDir, '.vite', 'prerendered.json'), JSON.stringify(pages, null, 2));
    return pages;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prerenderScreens()
    .then((pages) => {
      for (const [name, html] of Object.entries(pages)) {
        console.log(`Prerendered ${name}: ${(html.length / 1024).toFixed(1)} KB of HTML`);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
