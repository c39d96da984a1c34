import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import * as buildClient from '../scripts/build-client.mjs';
import { ROUTES } from '../src/shared/access.ts';

const { entryClosureModules, firstScreenGroups, precompressAssets, routePreloads, screenModules } =
  buildClient as {
    entryClosureModules: (dir: string) => string[];
    firstScreenGroups: (
      dir: string,
      routes: { route: string; screens: string[] }[],
    ) => Record<string, string[]>;
    routePreloads: (dir: string, source: string) => unknown;
    screenModules: (source: string) => Record<string, string>;
    precompressAssets: (dir: string) => number;
  };

const ROOT = path.resolve(import.meta.dirname, '..');
let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A build folder with this manifest, and a source map naming `sources` beside each listed chunk. */
function fakeBuild(manifest: Record<string, unknown>, maps: Record<string, string[]>): string {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'build-client-test-'));
  mkdirSync(path.join(scratch, '.vite'));
  mkdirSync(path.join(scratch, 'assets'));
  writeFileSync(path.join(scratch, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, sources] of Object.entries(maps)) {
    writeFileSync(path.join(scratch, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return scratch;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_core.js', '_react.js'] },
  '_core.js': { file: 'assets/core-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_badge.js': { file: 'assets/badge-1.js', imports: ['_core.js'] },
  'src/client/components/layout/app-shell.tsx': { file: 'assets/app-shell-1.js', imports: ['_badge.js'] },
  'src/client/features/recipes/recipes-page.tsx': {
    file: 'assets/recipes-page-1.js',
    imports: ['_core.js', '_badge.js', '_react.js'],
  },
  'src/client/features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_core.js'] },
};

describe('the client build', () => {
  it('lists the modules of the entry and of the chunks it imports, not of a lazy screen’s', () => {
    const dir = fakeBuild(MANIFEST, {
      'assets/index-1.js': ['../src/client/main.tsx'],
      'assets/core-1.js': ['../node_modules/superjson/dist/index.js', '../src/client/lib/cn.ts'],
      'assets/react-1.js': ['../node_modules/react-dom/index.js'],
      'assets/badge-1.js': ['../src/client/components/ui/badge.tsx'],
    });
    expect(entryClosureModules(dir)).toEqual(
      [
        path.resolve(dir, 'src/client/main.tsx'),
        path.resolve(dir, 'node_modules/react-dom/index.js'),
        path.resolve(dir, 'node_modules/superjson/dist/index.js'),
        path.resolve(dir, 'src/client/lib/cn.ts'),
      ].sort(),
    );
  });

  it('groups the chunks Login and the signed-in first screens load beyond the entry, each screen’s own apart', () => {
    const manifest = {
      ...MANIFEST,
      '_field.js': { file: 'assets/field-1.js', imports: ['_core.js'] },
      'src/client/features/auth/login-page.tsx': {
        file: 'assets/login-page-1.js',
        imports: ['_core.js', '_field.js'],
      },
      'src/client/features/recipes/recipes-page.tsx': {
        file: 'assets/recipes-page-1.js',
        imports: ['_core.js', '_badge.js', '_field.js', '_react.js'],
      },
    };
    const dir = fakeBuild(manifest, {
      'assets/core-1.js': ['../src/client/lib/cn.ts'],
      'assets/badge-1.js': ['../src/client/components/ui/badge.tsx'],
      'assets/field-1.js': ['../src/client/components/ui/field.tsx'],
      'assets/app-shell-1.js': ['../src/client/components/layout/app-shell.tsx'],
      'assets/recipes-page-1.js': ['../src/client/features/recipes/recipes-page.tsx'],
    });
    const routes = [
      { route: '/login', screens: ['src/client/features/auth/login-page.tsx'] },
      {
        route: '/recipes',
        screens: [
          'src/client/components/layout/app-shell.tsx',
          'src/client/features/recipes/recipes-page.tsx',
        ],
      },
    ];
    // Login's field in its own group; the badge alone for the signed-in screens: not the entry's core, not
    // Login's field, not the shell's or the screen's own chunk.
    expect(firstScreenGroups(dir, routes)).toEqual({
      'first-guest': [path.resolve(dir, 'src/client/components/ui/field.tsx')],
      'first-screens': [path.resolve(dir, 'src/client/components/ui/badge.tsx')],
    });
  });

  it('names, for each screen and the shell, the chunks loaded beyond the entry’s', () => {
    const dir = fakeBuild(MANIFEST, {});
    const routesSource = `
      Recipes: screen(() => import('./features/recipes/recipes-page.tsx'), 'RecipesPage'),
      Login: screen(() => import('./features/auth/login-page.tsx'), 'LoginPage'),
      Gone: screen(() => import('./features/gone/gone-page.tsx'), 'GonePage'),`;
    expect(routePreloads(dir, routesSource)).toEqual({
      shell: ['assets/app-shell-1.js', 'assets/badge-1.js'],
      screens: {
        Recipes: ['assets/badge-1.js', 'assets/recipes-page-1.js'],
        Login: ['assets/login-page-1.js'],
        Gone: [],
      },
    });
  });

  it('reads every screen of ROUTES from src/client/routes.tsx, each a module that exists', () => {
    const modules = screenModules(readFileSync(path.join(ROOT, 'src/client/routes.tsx'), 'utf8'));
    for (const route of ROUTES) {
      expect(modules[route.screen], route.screen).toBeDefined();
      expect(existsSync(path.join(ROOT, modules[route.screen]!)), modules[route.screen]).toBe(true);
    }
  });

  it('writes each asset’s brotli and gzip copies beside it, and none for what would not shrink', () => {
    const dir = fakeBuild({}, {});
    const script = `export const words = ${JSON.stringify('recipe '.repeat(2000))};`;
    writeFileSync(path.join(dir, 'assets/screen-1.js'), script);
    writeFileSync(path.join(dir, 'assets/style-1.css'), 'body { margin: 0 }\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets/tiny-1.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets/photo-1.webp'), randomBytes(4096));
    writeFileSync(path.join(dir, 'assets/noise-1.js'), randomBytes(4096));

    // The script and the stylesheet; not the tiny script, the picture or the random bytes.
    expect(precompressAssets(dir)).toBe(2);
    const file = (name: string) => readFileSync(path.join(dir, 'assets', name));
    expect(brotliDecompressSync(file('screen-1.js.br')).toString()).toBe(script);
    expect(gunzipSync(file('screen-1.js.gz')).toString()).toBe(script);
    expect(file('screen-1.js.br').length).toBeLessThan(file('screen-1.js.gz').length);
    expect(existsSync(path.join(dir, 'assets/style-1.css.br'))).toBe(true);
    // Under 1 KB, a picture, and random bytes no coding makes smaller.
    for (const name of ['tiny-1.js', 'photo-1.webp', 'noise-1.js']) {
      expect(existsSync(path.join(dir, `assets/${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `assets/${name}.gz`)), name).toBe(false);
    }
  });
});
