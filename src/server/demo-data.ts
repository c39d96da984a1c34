import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { DEMO_IMAGE_PATH } from './app-root.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemo, type DemoAccount } from './db/seed.ts';
import { seedDemoFoods } from './modules/food-imports/sr28-demo-foods.ts';
import { seedDemoIngredients } from './modules/ingredients/seed-demo-ingredients.ts';
import type { DemoPictureSource } from './modules/recipes/demo-pictures/demo-picture-files.ts';
import { seedDemoRecipes } from './modules/recipes/seed-demo-recipes.ts';

/**
 * The embedded default's demo: six accounts, the household measures, the USDA SR28 foods and the demo
 * recipe catalogue. `npm run build` loads them once into a fresh PGlite database and keeps it as
 * dist/demo-database.tar.gz (the "demo image", scripts/build-demo-database.ts); a first start on an
 * empty data folder starts from that image instead of creating a database and loading it all (decision
 * 036). Without an image (running from the sources) the same load runs at start.
 */

/** The demo image for a PGlite data folder that has no database yet; undefined otherwise. */
export function demoImageFor(dataDir: string | undefined): Blob | undefined {
  if (!dataDir || !existsSync(DEMO_IMAGE_PATH)) return undefined;
  if (existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return undefined;
  return new Blob([readFileSync(DEMO_IMAGE_PATH)]);
}

/** Seeds the demo accounts when the database has none and prints them once; `fromImage` prints them too. */
export async function announceDemo(database: DatabaseHandle, log: Logger, fromImage: boolean): Promise<void> {
  const created: readonly DemoAccount[] = fromImage ? DEMO_ACCOUNTS : await seedDemo(database.db);
  if (created.length === 0) return;
  log.info(fromImage ? 'started from the demo image' : 'seeded the demo data of the embedded database');
  const lines = created.map((a) => `  ${a.role.padEnd(17)} ${a.email.padEnd(38)} ${a.password}`);
  process.stdout.write(`\nDemo accounts (shown once; also listed in README.md):\n${lines.join('\n')}\n\n`);
}

type DemoContext = Parameters<typeof seedDemoRecipes>[0];

/**
 * The demo foods (USDA SR28), then the recipes made of them (with their `pictures`, decision 045) and the
 * Ingredients library of their foods' portions, each when the database has none. Each is one
 * transaction, so a stop half-way leaves nothing and the next start loads it all. Failures are logged,
 * not thrown: the app works without its demo catalogue.
 */
export async function loadDemoCatalogue(
  ctx: DemoContext,
  options: { pictures?: DemoPictureSource } = {},
): Promise<void> {
  let started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const foods = await seedDemoFoods(ctx.db).catch((err: unknown) => {
    ctx.log.error(
      { err },
      'could not load the USDA SR28 demo foods; they will be tried again at the next start',
    );
    return null;
  });
  if (foods) ctx.log.info({ foods: foods.added, seconds: seconds() }, 'loaded the USDA SR28 demo foods');
  started = performance.now();
  const recipes = await seedDemoRecipes(ctx, options).catch((err: unknown) => {
    ctx.log.error({ err }, 'could not add the demo recipes; they will be tried again at the next start');
    return null;
  });
  if (recipes) ctx.log.info({ recipes, seconds: seconds() }, 'added the demo recipes');
  const library = await seedDemoIngredients(ctx.db).catch((err: unknown) => {
    ctx.log.error(
      { err },
      'could not add the demo ingredients library; it will be tried again at the next start',
    );
    return 0;
  });
  if (library) ctx.log.info({ ingredients: library }, 'added the demo ingredients library');
}
