import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import { classifyFood, FOOD_RULES_VERSION } from '../../../shared/safety/food-rules.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { appliedUpkeep, foods } from '../../db/schema/index.ts';
import { letRequestsIn } from '../../let-requests-in.ts';
import { refreshRecipeTagsForFoods } from '../recipes/derived-tags.ts';

/** The applied_upkeep row that says which version of the food rule table the foods were last given. */
export const FOOD_RULES_UPKEEP = 'food-rules';

export interface FoodRulesUpkeep {
  /** The rule table's version now applied. */
  version: number;
  /** Foods whose tags or diet flags changed. */
  foods: number;
  /** Recipes whose derived tags changed. */
  recipes: number;
}

export interface FoodRulesUpkeepOptions {
  /** The version to bring the database to (FOOD_RULES_VERSION; a test may pretend a newer one). */
  version?: number;
  /** Asked between chunks: when it says stop (the server is shutting down), the upkeep ends unrecorded. */
  stopping?: () => boolean;
}

/** The version of the food rule table the database last applied; 0 when it never did. */
export async function appliedFoodRulesVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: appliedUpkeep.version })
    .from(appliedUpkeep)
    .where(eq(appliedUpkeep.name, FOOD_RULES_UPKEEP));
  return row?.version ?? 0;
}

/**
 * Brings every food whose tags the rules set up to the food rule table's version (decision 062), when the
 * database last applied an older one: BULK_CHUNK_SIZE foods a chunk, letting requests in between chunks,
 * writing only the foods whose tags or diet flags change (and never one a person has taken over
 * meanwhile); then every recipe's derived tags from its foods; then records the version. Returns what it
 * changed, or null when the database was already up to date (or the server began to stop: the next start
 * does it again, and what was written stays right).
 */
export async function applyFoodRules(
  db: Database,
  options: FoodRulesUpkeepOptions = {},
): Promise<FoodRulesUpkeep | null> {
  const version = options.version ?? FOOD_RULES_VERSION;
  if ((await appliedFoodRulesVersion(db)) >= version) return null;

  let changedFoods = 0;
  let after: string | null = null;
  for (;;) {
    if (options.stopping?.()) return null;
    const chunk: {
      id: string;
      name: string;
      src: string;
      sourceGroup: string | null;
      tags: string[];
      dietFlags: string[];
    }[] = await db
      .select({
        id: foods.id,
        name: foods.name,
        src: foods.src,
        sourceGroup: foods.sourceGroup,
        tags: foods.tags,
        dietFlags: foods.dietFlags,
      })
      .from(foods)
      .where(and(eq(foods.tagsSetBy, 'rules'), after === null ? undefined : gt(foods.id, after)))
      .orderBy(asc(foods.id))
      .limit(BULK_CHUNK_SIZE);
    if (chunk.length === 0) break;
    after = chunk[chunk.length - 1]!.id;

    const changes = chunk.flatMap((food) => {
      const rules = classifyFood({ name: food.name, group: food.sourceGroup, src: food.src });
      return sameList(food.tags, rules.contains) && sameList(food.dietFlags, rules.dietFlags)
        ? []
        : [{ id: food.id, tags: rules.contains, diet_flags: rules.dietFlags }];
    });
    if (changes.length > 0) {
      const updated = rowsOf<{ id: string }>(
        await db.execute(sql`
          update ${foods} set tags = v.tags, diet_flags = v.diet_flags, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, tags text[], diet_flags text[])
          where foods.id = v.id and foods.tags_set_by = 'rules'
          returning foods.id`),
      );
      changedFoods += updated.length;
    }
    await letRequestsIn();
  }

  if (options.stopping?.()) return null;
  const changedRecipes = await refreshRecipeTagsForFoods(db, 'all');
  await db
    .insert(appliedUpkeep)
    .values({ name: FOOD_RULES_UPKEEP, version })
    .onConflictDoUpdate({
      target: appliedUpkeep.name,
      set: { version, appliedAt: new Date() },
    });
  return { version, foods: changedFoods, recipes: changedRecipes };
}

/**
 * applyFoodRules at start, in the background after the server listens: logged, and a failure logged and
 * left for the next start rather than thrown (the foods keep the tags they had).
 */
export async function applyFoodRulesAtStart(
  db: Database,
  log: Logger,
  options: FoodRulesUpkeepOptions = {},
): Promise<void> {
  const started = performance.now();
  try {
    const result = await applyFoodRules(db, options);
    if (result) {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      log.info({ ...result, seconds }, 'applied the food rule table to the foods and recipes');
    }
  } catch (err) {
    log.error({ err }, 'could not apply the food rule table; it will be tried again at the next start');
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
