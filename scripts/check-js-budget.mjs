// The JavaScript budget of the client (issue 15), run by `npm run build` after `vite build`: for each route
// below, the JavaScript the browser must load before the route's first render (gzip) is the entry chunk and
// every chunk it imports statically, plus the route's lazy chunks (the signed-in shell, the screen) and every
// chunk those import statically (read from Vite's manifest, dist/client/.vite/manifest.json). Fails the build
// when a route is over its ceiling or a route's module is no longer in the manifest. Writes the figures to
// dist/client/.vite/js-budget.json.
//
// The limit is JS_BUDGET_KB (170 KB) for every route (issue 15), and every route is within it: a change that
// takes one past it must move code a route does not need for its first render into a lazy chunk.
//
//   node scripts/check-js-budget.mjs [dist/client]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_KB = 170;

/**
 * The routes the budget holds for, and the modules each one loads lazily before it can render: the signed-in
 * shell (src/client/route-guards.tsx) and the route's screen (src/client/routes.tsx).
 */
const SHELL = 'src/client/components/layout/app-shell.tsx';
export const BUDGET_ROUTES = [
  { route: '/login', screens: ['src/client/features/auth/login-page.tsx'] },
  { route: '/recipes', screens: [SHELL, 'src/client/features/recipes/recipes-page.tsx'] },
  { route: '/recipes/:id', screens: [SHELL, 'src/client/features/recipes/recipe-page.tsx'] },
  { route: '/meal-plans', screens: [SHELL, 'src/client/features/meal-plans/meal-plans-page.tsx'] },
];

/** The chunks a manifest entry loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Vite's manifest of a build in `clientDir`, and the key of its entry. */
export function readManifest(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("Vite's manifest names no entry");
  return { manifest, entry };
}

/** For each budget route: the files loaded before its first render and their gzip size in KB. */
export function measureRoutes(clientDir) {
  const { manifest, entry } = readManifest(clientDir);
  const gzipKb = new Map();
  const sizeOf = (file) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length / 1024);
    return gzipKb.get(file);
  };
  return BUDGET_ROUTES.map(({ route, screens }) => {
    const files = staticClosure(manifest, entry);
    for (const screen of screens) staticClosure(manifest, screen, files);
    const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, screens, kb, files: [...files].sort() };
  });
}

function main() {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  let routes;
  try {
    routes = measureRoutes(clientDir);
  } catch (error) {
    console.error(`JavaScript budget: ${error.message} (is ${clientDir} a fresh vite build?)`);
    process.exit(1);
  }
  writeFileSync(
    path.join(clientDir, '.vite/js-budget.json'),
    JSON.stringify({ budgetKb: JS_BUDGET_KB, routes }, null, 2),
  );
  const over = routes.filter((r) => r.kb > JS_BUDGET_KB);
  console.log(`JavaScript before the first render (gzip); the limit is ${JS_BUDGET_KB} KB a route:`);
  for (const r of routes) {
    const note = r.kb > JS_BUDGET_KB ? `  OVER by ${(r.kb - JS_BUDGET_KB).toFixed(1)} KB` : '';
    console.log(
      `  ${r.route.padEnd(14)} ${r.kb.toFixed(1).padStart(6)} KB in ${r.files.length} files${note}`,
    );
  }
  if (over.length > 0) {
    console.error(
      `The JavaScript budget is exceeded on ${over.map((r) => r.route).join(', ')}: split the code those routes load before their first render (scripts/check-js-budget.mjs).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
