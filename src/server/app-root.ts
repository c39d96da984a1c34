import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this module whether it runs from src/ or from dist/. */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const APP_ROOT = findAppRoot();
export const MIGRATIONS_DIR = path.join(APP_ROOT, 'drizzle');
export const CLIENT_DIST_DIR = path.join(APP_ROOT, 'dist', 'client');
/** The embedded database with the demo data loaded, made by `npm run build` (src/server/demo-data.ts). */
export const DEMO_IMAGE_PATH = path.join(APP_ROOT, 'dist', 'demo-database.tar.gz');
/** The demo recipes' pictures the build drew, as a storage folder (src/server/modules/recipes/demo-pictures). */
export const DEMO_PICTURES_DIR = path.join(APP_ROOT, 'dist', 'demo-pictures');
