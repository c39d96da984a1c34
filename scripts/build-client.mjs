// `npm run build`'s client half: Vite's build in two passes (issue 15, decision 049).
//
// Every route loads the entry chunk and everything it imports statically before its first render, then its
// screen's chunks. Rolldown splits shared modules into many small chunks, one per set of screens sharing
// them (React Query's managers, tRPC, superjson, the button, the messages, each icon...): a first visit
// asked for 28 files before /login could render and 55 before /recipes could. On Lighthouse's slow 4G each
// request on an HTTP/1.1 connection costs a round trip. The first pass builds as usual with source maps and
// reads, from Vite's manifest and the chunks' source maps:
//
// - `core`: the modules of the entry's static closure. Every route loaded them all already.
// - `first-guest`: those Login loads beyond them, other than its own chunk.
// - `first-screens`: those the budget's signed-in routes (scripts/check-js-budget.mjs: the catalogue, a
//   recipe, the planner) and the shell load beyond them, other than the screens' and the shell's own chunks
//   and `first-guest`'s. Those screens are where a practice starts; as one chunk they compress better than
//   apart, so each of them loads less, and another screen that needs one of those modules loads the whole
//   chunk (cached from then on) rather than a piece of it.
//
// The second pass builds for real with those three groups (vite.config.ts's CLIENT_CHUNK_GROUPS). Then the
// guest's first screen is rendered to HTML (scripts/prerender.mjs, decision 051).
//
//   node scripts/build-client.mjs
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BUDGET_ROUTES, readManifest, staticClosure } from './check-js-budget.mjs';
import { prerenderScreens } from './prerender.mjs';

/** The shell's module: shell routes load it before their first render (src/client/route-guards.tsx). */
const SHELL_MODULE = 'src/client/components/layout/app-shell.tsx';

/** The source modules of these built files, from their source maps. */
function modulesOf(outDir, files) {
  const modules = new Set();
  for (const file of files) {
    const mapFile = path.join(outDir, `${file}.map`);
    // Rolldown's own runtime and Vite's preload helper have no source map: they stay where they are.
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of map.sources) modules.add(path.resolve(path.dirname(mapFile), source));
  }
  return [...modules].sort();
}

/** The modules of the entry's static closure (its chunk and those it imports), from a build with source maps. */
export function entryClosureModules(outDir) {
  const { manifest, entry } = readManifest(outDir);
  return modulesOf(outDir, staticClosure(manifest, entry));
}

/**
 * The modules of the chunks the budget's routes load beyond the entry's, other than each screen's (and the
 * shell's) own chunk, in two groups from a build with source maps: `first-guest`, those of the guest routes
 * (Login), and `first-screens`, the rest of those of the signed-in routes (the catalogue, a recipe, the
 * planner, and the shell). Login then loads nothing the signed-in screens share among themselves.
 */
export function firstScreenGroups(outDir, routes = BUDGET_ROUTES) {
  const { manifest, entry } = readManifest(outDir);
  const entryFiles = staticClosure(manifest, entry);
  const beyond = (candidates) => {
    const files = new Set();
    for (const route of candidates) {
      for (const screen of route.screens) {
        const own = manifest[screen]?.file;
        for (const file of staticClosure(manifest, screen)) {
          if (!entryFiles.has(file) && file !== own) files.add(file);
        }
      }
    }
    return files;
  };
  const shellRoutes = routes.filter((route) => route.screens.includes(SHELL_MODULE));
  const guestFiles = beyond(routes.filter((route) => !shellRoutes.includes(route)));
  const shellFiles = [...beyond(shellRoutes)].filter((file) => !guestFiles.has(file));
  return { 'first-guest': modulesOf(outDir, guestFiles), 'first-screens': modulesOf(outDir, shellFiles) };
}

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
  const { manifest, entry } = readManifest(outDir);
  const loaded = staticClosure(manifest, entry);
  const beyondEntry = (module) =>
    manifest[module] ? [...staticClosure(manifest, module)].filter((file) => !loaded.has(file)).sort() : [];
  const screens = {};
  for (const [screen, module] of Object.entries(screenModules(routesSource)))
    screens[screen] = beyondEntry(module);
  return { shell: beyondEntry(SHELL_MODULE), screens };
}

/** What is worth compressing among the built assets (pictures and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes each hashed asset's brotli (best quality) and gzip copies beside it, for the server to send as they
 * are (@fastify/static's `preCompressed`): compressed once here rather than on every request, and smaller
 * than the quick brotli a request can afford. A copy no smaller than the file is not written. Only
 * `assets/`: its files never change under one name, while sw.js and the manifest keep their own caching.
 * Returns how many assets got a copy.
 */
export function precompressAssets(outDir) {
  const assets = path.join(outDir, 'assets');
  let files = 0;
  for (const name of readdirSync(assets)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(assets, name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < body.length || gz.length < body.length) files += 1;
  }
  return files;
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-client-analysis-'));
  try {
    await build({
      logLevel: 'warn',
      build: { outDir: scratch, emptyOutDir: true, sourcemap: true },
    });
    const groups = { core: entryClosureModules(scratch), ...firstScreenGroups(scratch) };
    const listFile = path.join(scratch, 'chunk-groups.json');
    writeFileSync(listFile, JSON.stringify(groups));
    process.env.CLIENT_CHUNK_GROUPS = listFile;
    console.log(
      `Client chunks: ${Object.entries(groups)
        .map(([name, modules]) => `${name} ${modules.length} modules`)
        .join(', ')}.`,
    );
    await build();
    const outDir = path.resolve('dist/client');
    const preloads = routePreloads(outDir, readFileSync('src/client/routes.tsx', 'utf8'));
    writeFileSync(path.join(outDir, '.vite/route-preloads.json'), JSON.stringify(preloads, null, 2));
    // Login's first screen as HTML, sent inside #root and hydrated (decision 051).
    const prerendered = await prerenderScreens(outDir);
    console.log(`Prerendered: ${Object.keys(prerendered).join(', ')}.`);
    console.log(`Compressed ${precompressAssets(outDir)} assets ahead of their requests.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    delete process.env.CLIENT_CHUNK_GROUPS;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
