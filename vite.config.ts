import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://127.0.0.1:3000';
/**
 * Chunk groups listed by scripts/build-client.mjs's first pass (decision 049): `core`, the modules every route
 * loads before its first render (the entry's static closure), `first-guest`, those Login loads beyond them,
 * and `first-screens`, those the catalogue, a recipe, the planner and the shell load beyond them; each
 * built as one chunk rather than many small ones.
 * A plain `vite build` has no list and splits them as Rolldown does by default.
 */
const chunkGroups = (
  process.env.CLIENT_CHUNK_GROUPS
    ? (JSON.parse(readFileSync(process.env.CLIENT_CHUNK_GROUPS, 'utf8')) as Record<string, string[]>)
    : {}
) as Partial<Record<'core' | 'first-guest' | 'first-screens', string[]>>;
const inGroup = (name: keyof typeof chunkGroups) => {
  const modules = new Set(chunkGroups[name] ?? []);
  return (id: string) => modules.has(id);
};

/** Names this build: an offline cache saved by another build is dropped (decision 033), its data may differ. */
const buildId = new Date().toISOString();

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    tailwindcss(),
    // Our own service worker (src/client/sw.ts, decision 028): Workbox precaching of the app shell, plus the
    // push and notification-click handlers. The manifest stays in public/; the app registers the worker
    // itself (src/client/pwa/register-sw.ts) so it can offer a reload when a new version is waiting.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The app's chunks are all precached, so a screen opened for the first time offline still loads.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Hashed file names: the server serves everything under assets/ with immutable caching.
    assetsDir: 'assets',
    // .vite/manifest.json: what each route loads before its first render (scripts/check-js-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries go with the screens that use them (one vendor chunk made every screen load them all).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // What a group captures takes the modules it imports along (Rolldown's default), unless a group of
            // higher priority holds them: the signed-in screens' chunk must not take Login's or the entry's.
            { name: 'core', test: inGroup('core'), priority: 2 },
            { name: 'first-guest', test: inGroup('first-guest'), priority: 2 },
            { name: 'first-screens', test: inGroup('first-screens'), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/files': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});
