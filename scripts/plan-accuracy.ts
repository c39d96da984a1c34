// `npm run plan:accuracy -- FILE` (issue 30): how often generated days meet their targets. Reads a cases
// file (scripts/plan-accuracy-cases.json when none is named; the format is ZAccuracyCases in
// plan-accuracy-report.ts), loads the demo catalogue as the embedded default does into a fresh PGlite data
// folder, and for each case makes a professional, a client folder and a plan with the case's energy, macro
// targets in grams, meals and tags, generates seven days through generateMeals, reads the plan back through
// getPlan and counts the days within ±5 % and ±10 % of energy, protein, fat and carbohydrate
// (dayAgainstTargets). Prints a line per case and the summary line last; with --record, also keeps the
// result in docs/benchmarks.md. Exit code 0 whatever the accuracy (it is a measure); 2 for a bad cases file;
// 1 when the database cannot be made.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, rowsOf, type Database } from '../src/server/db/client.ts';
import { recipes, users } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { vacuumAndAnalyze } from '../src/server/db/upkeep.ts';
import { loadDemoCatalogue } from '../src/server/demo-data.ts';
import { createStorage } from '../src/server/integrations/storage/create-storage.ts';
import { startJobs } from '../src/server/jobs/jobs.ts';
import { createLogger } from '../src/server/logger.ts';
import { addClient } from '../src/server/modules/clients/manage-clients.ts';
import { applyFoodRulesAtStart } from '../src/server/modules/foods/food-safety-upkeep.ts';
import { generateMeals } from '../src/server/modules/meal-plans/generate.ts';
import {
  createPlan,
  deletePlan,
  getPlan,
  updatePlanSettings,
  type Planner,
} from '../src/server/modules/meal-plans/plans.ts';
import { UNLIMITED } from '../src/shared/billing/entitlements.ts';
import { CLIENT_NAME_MAX } from '../src/shared/constants/meal-plans.ts';
import { ZClientInput } from '../src/shared/schemas/meal-plans.ts';
import { ZPlanCreateInput, ZPlanSettingsInput } from '../src/shared/schemas/planner.ts';
import {
  caseLine,
  catalogueTags,
  planDays,
  RESULTS_HEADER,
  readCases,
  summarise,
  summaryLine,
  type AccuracyCase,
  type CaseResult,
} from './plan-accuracy-report.ts';
import { machineDescription, recordResult } from './bench-support.ts';

const DEFAULT_CASES = 'scripts/plan-accuracy-cases.json';

/** The commit measured, marked when tracked sources differ from it (other work not yet committed). */
function commitMeasured(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'src'], {
      encoding: 'utf8',
    }).trim();
    return changed ? `${commit} + uncommitted` : commit;
  } catch {
    return 'unknown';
  }
}

/** A seed from the case's name, so a case gives the same plan wherever it sits in its file. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** A professional with unlimited meal slots and one client folder with a plan set to the case. */
async function planFor(
  db: Database,
  entry: AccuracyCase,
  index: number,
): Promise<{ planner: Planner; planId: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: `accuracy.${index + 1}@example.test`,
      passwordHash: '-',
      role: 'dietitian',
      firstName: 'Accuracy',
      lastName: `Case ${index + 1}`,
      mealSlots: UNLIMITED,
    })
    .returning({ id: users.id, role: users.role });
  const planner: Planner = { id: user!.id, role: user!.role };
  const folder = await addClient(
    db,
    planner,
    ZClientInput.parse({
      client: entry.name.slice(0, CLIENT_NAME_MAX),
      mainMeals: entry.mainMeals,
      snacks: entry.snacks,
    }),
  );
  const plan = await createPlan(
    db,
    planner,
    ZPlanCreateInput.parse({ folderId: folder.id, name: 'Accuracy' }),
  );
  await updatePlanSettings(
    db,
    planner,
    ZPlanSettingsInput.parse({
      id: plan.id,
      energyTargetKj: entry.energyKj,
      mainMeals: entry.mainMeals,
      snacks: entry.snacks,
      dessert: false,
      mealTags: entry.mealTags,
      avoidTags: entry.avoidTags,
      macroTargets: {
        protein: { unit: 'g', value: entry.proteinG },
        fat: { unit: 'g', value: entry.fatG },
        carbohydrate: { unit: 'g', value: entry.carbohydrateG },
        fibreMinG: null,
      },
    }),
  );
  return { planner, planId: plan.id };
}

async function measureCase(db: Database, entry: AccuracyCase, index: number): Promise<CaseResult> {
  let started = performance.now();
  try {
    const { planner, planId } = await planFor(db, entry, index);
    started = performance.now();
    const generated = await generateMeals(db, planner, { planId, seed: seedOf(entry.name) });
    const ms = performance.now() - started;
    const plan = await getPlan(db, planner, planId);
    const binding = [
      ...new Set(
        generated.days.filter((day) => !day.met).flatMap((day) => day.binding.map((b) => b.message)),
      ),
    ].slice(0, 3);
    return { name: entry.name, days: planDays(plan), ms, unfilled: generated.unfilled.length, binding };
  } catch (error) {
    const ms = performance.now() - started;
    return { name: entry.name, days: [], ms, unfilled: 0, binding: [], error: (error as Error).message };
  }
}

/** The meal tags the catalogue's recipes carry, and those with their nutrition tags (what avoidTags reads). */
async function catalogueTagNames(db: Database): Promise<{ mealTags: string[]; allTags: string[] }> {
  const rows = rowsOf<{ tag: string; meal: boolean }>(
    await db.execute(sql`
      select distinct unnest(${recipes.tags}) as tag, true as meal from ${recipes}
      union select distinct unnest(${recipes.nutritionTags}), false from ${recipes}`),
  );
  return {
    mealTags: rows.filter((row) => row.meal).map((row) => row.tag),
    allTags: rows.map((row) => row.tag),
  };
}

/** One plan generated and thrown away first, so the first case's time is not the code's first run. */
async function warmUp(db: Database, entry: AccuracyCase): Promise<void> {
  const { planner, planId } = await planFor(db, entry, -1);
  await generateMeals(db, planner, { planId, seed: 1 }).catch(() => undefined);
  await deletePlan(db, planner, planId);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('-')) ?? DEFAULT_CASES;
  const record = args.includes('--record');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const read = readCases(text, file);
  if (!read.ok) {
    console.error(read.message);
    process.exitCode = 2;
    return;
  }
  for (const warning of read.warnings) console.log(`Note: ${warning}`);

  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-plan-accuracy-'));
  try {
    // The embedded default's first start from the sources (src/server/main.ts): the demo accounts, the
    // demo catalogue, the food rule table's upkeep; then statistics, as the shipped demo image has them.
    const { DATABASE_URL: _server, ...env } = process.env;
    const config = loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    const log = createLogger(config);
    const database = await openDatabase({ url: undefined, dataDir });
    try {
      await database.migrate();
      await seedDemo(database.db);
      const jobs = await startJobs(database, undefined, log, { supervise: false, schedule: false });
      try {
        await loadDemoCatalogue({ db: database.db, jobs, storage: createStorage(config), log });
        await applyFoodRulesAtStart(database.db, log);
      } finally {
        await jobs.stop(5_000);
      }
      await vacuumAndAnalyze(database.db);
      const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Demo catalogue loaded in ${loadSeconds} s; ${read.cases.length} cases from ${file}.`);

      const known = await catalogueTagNames(database.db);
      const cases = read.cases.map((entry) => {
        const { notes, ...tags } = catalogueTags(entry, known);
        for (const note of notes) console.log(`Note: ${note}`);
        return { ...entry, ...tags };
      });
      await warmUp(database.db, cases[0]!);
      const [load] = os.loadavg();
      const width = Math.min(72, Math.max(...cases.map((entry) => entry.name.length)));
      const results: CaseResult[] = [];
      for (const [index, entry] of cases.entries()) {
        const result = await measureCase(database.db, entry, index);
        results.push(result);
        console.log(caseLine(result, width));
      }
      const summary = summarise(results);
      if (record) {
        const date = new Date().toISOString().slice(0, 10);
        const cases = `${results.length} (${path.basename(file)})`;
        await recordResult(
          RESULTS_HEADER,
          `| ${date} | ${machineDescription()} | ${load!.toFixed(1)} | ${commitMeasured()} | ${cases} | ${summary.within5} of ${summary.days} | ${summary.within10} of ${summary.days} | ${summary.p95Ms} ms |`,
        );
      }
      // Last, as issue 30 asks.
      console.log(summaryLine(summary));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
