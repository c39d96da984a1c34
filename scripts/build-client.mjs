// `npm run build`'s client half: Vite's build in two passes (issue 15, decision 049).
//
// Every route loads the entry chunk and everything it imports statically before its first render. Rolldown
// splits those modules into many small chunks, one per set of screens sharing them (React Query's managers,
// tRPC, superjson, the button, the messages...), so a first visit asked for 28 files before /login could
// render. On Lighthouse's slow 4G each extra request on an HTTP/1.1 connection costs a round trip. The first
// pass builds as usual with source maps and reads which modules the entry's static closure holds (Vite's
// manifest, the chunks' source maps); the second pass builds for real with those modules in one `core`
// chunk (vite.config.ts's CLIENT_CORE_MODULES). No route loads more code for it: every route loaded them
// all already.
//
//   node scripts/build-client.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { staticClosure } from './check-js-budget.mjs';

/** The modules of the entry's static closure, from a build in `outDir` with manifest and source maps. */
export function entryClosureModules(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("Vite's manifest names no entry");
  const modules = new Set();
  // The entry chunk keeps its own modules; the chunks it imports are the ones to bring together.
  const entryFile = manifest[entry].file;
  for (const file of staticClosure(manifest, entry)) {
    if (file === entryFile) continue;
    const mapFile = path.join(outDir, `${file}.map`);
    // Rolldown's own runtime and Vite's preload helper have no source map: they stay where they are.
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of map.sources) modules.add(path.resolve(path.dirname(mapFile), source));
  }
  return [...modules].sort();
}

/** The shell's module: shell routes load it before their first render (src/client/route-guards.tsx). */
const SHELL_MODULE = 'src/client/components/layout/app-shell.tsx';

/** Each screen's module, as `src/client/routes.tsx` names it: `Recipes: screen(() => import('./features/...'), ...)`. */
export function screenModules(routesSource) {
  const modules = {};
  for (const match of routesSource.matchAll(/(\w+): screen\(\s*\(\) => import\('\.\/([^']+)'\)/g)) {
    modules[match[1]] = `src/client/${match[2]}`;
  }
  return modules;
}

/**
 * For each screen (and the signed-in shell), the chunks it loads before its first render beyond the
 * entry's, which index.html already preloads: the server names them in the page it sends for a route
 * (`<link rel="modulepreload">`, src/server/http/client-app.ts), so they download beside the entry rather
 * than after it has run. Written to dist/client/.vite/route-preloads.json.
 */
export function routePreloads(outDir, routesSource) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = staticClosure(manifest, entry);
  const beyondEntry = (module) =>
    manifest[module] ? [...staticClosure(manifest, module)].filter((file) => !loaded.has(file)).sort() : [];
  const screens = {};
  for (const [screen, module] of Object.entries(screenModules(routesSource)))
    screens[screen] = beyondEntry(module);
  return { shell: beyondEntry(SHELL_MODULE), screens };
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-client-analysis-'));
  try {
    await build({
      logLevel: 'warn',
      build: { outDir: scratch, emptyOutDir: true, sourcemap: true },
    });
    const modules = entryClosureModules(scratch);
    const listFile = path.join(scratch, 'core-modules.json');
    writeFileSync(listFile, JSON.stringify(modules));
    process.env.CLIENT_CORE_MODULES = listFile;
    console.log(
      `Client core: ${modules.length} modules every route loads before its first render, in one chunk.`,
    );
    await build();
    const outDir = path.resolve('dist/client');
    const preloads = routePreloads(outDir, readFileSync('src/client/routes.tsx', 'utf8'));
    writeFileSync(path.join(outDir, '.vite/route-preloads.json'), JSON.stringify(preloads, null, 2));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    delete process.env.CLIENT_CORE_MODULES;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
