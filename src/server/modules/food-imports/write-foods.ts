import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { checkEnergy, describeEnergyOutlier } from '../../../shared/nutrition/energy-check.ts';
import type { NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import {
  GRAM_PORTION,
  type FoodImportKind,
  type FoodImportRowOutcome,
  type PortionInput,
} from '../../../shared/schemas/foods.ts';
import { classifyFood } from '../../../shared/safety/food-rules.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { foodPortions, foods, type FoodRow } from '../../db/schema/index.ts';
import { refreshRecipeTagsForFoods } from '../recipes/derived-tags.ts';
import type { FoodRecord, ParsedFoodRow } from './food-rows.ts';

/** The `src` of the foods each kind of file brings in (see src/server/db/schema/foods.ts). */
export const FOOD_SOURCES = { afcd: 'AFCD', sr28: 'SR28', template: 'Template' } as const satisfies Record<
  FoodImportKind,
  string
>;
export type FoodSource = (typeof FOOD_SOURCES)[FoodImportKind];

/** Where imported foods go and who they belong to. */
export interface ImportTarget {
  src: FoodSource;
  /** The admin who imported a template; datasets' foods belong to nobody. */
  createdBy: string | null;
  /** Food categories by lower-case name, for the template's Category column. */
  categoryIds: ReadonlyMap<string, string>;
}

/**
 * Refreshes the planner's statistics of the foods table after a bulk load, outside any transaction. Real
 * Postgres gets there by itself through autovacuum, a little later; the embedded PGlite has no autovacuum,
 * and without fresh statistics its planner ignores the search indexes (130-250 ms per search on the SR28
 * demo set instead of 6-17 ms).
 */
export async function refreshFoodStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze foods`);
}

/** A new food's default weight when the file gives none: 100 g, as the foods table has it. */
const DEFAULT_WEIGHT_GRAMS = 100;

/**
 * A Postgres advisory lock: any two imports take turns at writing foods, so one never inserts a key the
 * other is inserting.
 */
const FOOD_WRITES_LOCK = 7_401_239_207;

type FoodValues = Pick<typeof foods.$inferInsert, 'name' | 'energyOutlier' | NutrientKey> &
  Partial<
    Pick<
      typeof foods.$inferInsert,
      | 'alternateWords'
      | 'defaultMeasurement'
      | 'defaultWeight'
      | 'categoryId'
      | 'sourceGroup'
      | 'tags'
      | 'dietFlags'
    >
  >;

interface Planned {
  index: number;
  food: FoodRecord;
  values: FoodValues;
}

/**
 * Writes one chunk of parsed rows inside the caller's transaction and says what became of each: a food
 * not there before is added (published), one whose imported fields or portions differ is updated, and
 * one that matches is left alone (unchanged, its updatedAt kept). Only what the file sets is compared and
 * written: an admin's category, status or extra portions on a dataset food stay. Every food's energy is
 * checked against its macros; an outlier is written with `energyOutlier` and flagged in the report.
 * What a food contains and its diet flags come from the food rule table (classifyFood, over its name and
 * dataset group), except on a food whose tags a person set, which keeps them; recipes using a food whose
 * tags changed get their derived tags again in the same transaction.
 */
export async function writeFoodRows(
  tx: Database,
  target: ImportTarget,
  rows: readonly ParsedFoodRow[],
): Promise<FoodImportRowOutcome[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FOOD_WRITES_LOCK})`);
  const outcomes: FoodImportRowOutcome[] = rows.map((row) => ({
    row: row.row,
    sheet: row.sheet,
    name: row.name,
    outcome: 'skipped',
    reason: 'skip' in row ? row.skip : null,
    flagged: false,
  }));

  const planned: Planned[] = [];
  rows.forEach((row, index) => {
    if (!('food' in row)) return;
    const { food } = row;
    const check = checkEnergy(food.nutrients);
    const notes: string[] = [];
    if (check?.outlier) notes.push(describeEnergyOutlier(check));
    const values: FoodValues = { name: food.name, energyOutlier: check?.outlier ?? false, ...food.nutrients };
    if (food.alternateWords !== undefined) values.alternateWords = food.alternateWords;
    if (food.defaultMeasurement !== undefined) values.defaultMeasurement = food.defaultMeasurement;
    if (food.defaultWeight !== undefined) values.defaultWeight = food.defaultWeight;
    if (food.sourceGroup !== undefined) values.sourceGroup = food.sourceGroup;
    if (food.categoryName !== undefined) {
      values.categoryId = food.categoryName
        ? (target.categoryIds.get(food.categoryName.toLowerCase()) ?? null)
        : null;
      if (food.categoryName && !values.categoryId) {
        notes.push(`No category “${food.categoryName}”: imported without one`);
      }
    }
    const outcome = outcomes[index]!;
    outcome.flagged = check?.outlier ?? false;
    outcome.reason = notes.length > 0 ? notes.join('; ') : null;
    planned.push({ index, food, values });
  });
  if (planned.length === 0) return outcomes;

  const existing = await tx
    .select()
    .from(foods)
    .where(
      and(
        eq(foods.src, target.src),
        inJsonList(
          foods.sourceKey,
          planned.map((p) => p.food.sourceKey),
        ),
      ),
    );
  const portions =
    existing.length === 0
      ? []
      : await tx
          .select()
          .from(foodPortions)
          .where(
            inJsonList(
              foodPortions.foodId,
              existing.map((f) => f.id),
              'uuid',
            ),
          );
  const existingByKey = new Map(existing.map((f) => [f.sourceKey, f]));
  const portionsByFood = new Map<string, PortionInput[]>();
  for (const portion of portions) {
    const list = portionsByFood.get(portion.foodId) ?? [];
    list.push(portion);
    portionsByFood.set(portion.foodId, list);
  }

  const inserts: Planned[] = [];
  const updates: (Planned & { id: string })[] = [];
  const retagged: string[] = [];
  for (const plan of planned) {
    const current = existingByKey.get(plan.food.sourceKey);
    if (current?.tagsSetBy !== 'person') {
      const group = plan.values.sourceGroup !== undefined ? plan.values.sourceGroup : current?.sourceGroup;
      const rules = classifyFood({ name: plan.values.name, group: group ?? null, src: target.src });
      plan.values.tags = rules.contains;
      plan.values.dietFlags = rules.dietFlags;
      if (
        current &&
        !(sameList(current.tags, rules.contains) && sameList(current.dietFlags, rules.dietFlags))
      )
        retagged.push(current.id);
    }
    if (!current) {
      inserts.push(plan);
      outcomes[plan.index]!.outcome = 'added';
    } else if (
      sameValues(current, plan.values) &&
      hasPortions(portionsByFood.get(current.id) ?? [], plan.food.portions)
    ) {
      outcomes[plan.index]!.outcome = 'unchanged';
    } else {
      updates.push({ ...plan, id: current.id });
      outcomes[plan.index]!.outcome = 'updated';
    }
  }

  if (inserts.length > 0) {
    const inserted = await insertFoods(tx, target, inserts);
    await insertPortions(
      tx,
      inserts.map((plan) => ({ foodId: inserted.get(plan.food.sourceKey)!, portions: plan.food.portions })),
    );
  }
  for (const plan of updates) {
    await tx
      .update(foods)
      .set({ ...plan.values, updatedAt: new Date() })
      .where(eq(foods.id, plan.id));
    const names = plan.food.portions.map((p) => p.name.toLowerCase());
    if (names.length > 0) {
      await tx
        .delete(foodPortions)
        .where(and(eq(foodPortions.foodId, plan.id), inArray(sql`lower(${foodPortions.name})`, names)));
    }
  }
  await insertPortions(
    tx,
    updates.map((plan) => ({ foodId: plan.id, portions: plan.food.portions })),
  );
  await refreshRecipeTagsForFoods(tx, retagged);
  return outcomes;
}

/*
 * Many rows go in as one JSON parameter unpacked by jsonb_to_recordset rather than as a multi-row VALUES
 * list: the same statement, but two parameters instead of thousands, which PGlite binds far faster (the
 * SR28 demo set loads in less than half the time). The column names are the tables' own (snake_case).
 */

/** `column in (...)` for a long list of text or uuid values, as one JSON parameter. */
function inJsonList(column: AnyColumn, values: readonly string[], type: 'text' | 'uuid' = 'text'): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${sql.raw(type)})`;
}

/** Inserts new foods, published; returns their ids by source key. */
async function insertFoods(
  tx: Database,
  target: ImportTarget,
  plans: readonly Planned[],
): Promise<Map<string, string>> {
  const records = plans.map(({ food, values }) => ({
    name: values.name,
    source_key: food.sourceKey,
    category_id: values.categoryId ?? null,
    source_group: values.sourceGroup ?? null,
    tags: values.tags ?? [],
    diet_flags: values.dietFlags ?? [],
    alternate_words: values.alternateWords ?? '',
    default_measurement: values.defaultMeasurement ?? GRAM_PORTION,
    default_weight: values.defaultWeight ?? DEFAULT_WEIGHT_GRAMS,
    energy_kj: values.energyKj,
    protein: values.protein,
    fat: values.fat,
    carbohydrate: values.carbohydrate,
    sugars: values.sugars,
    fibre: values.fibre,
    sodium: values.sodium,
    energy_outlier: values.energyOutlier,
  }));
  const result = await tx.execute(sql`
    insert into ${foods} (name, src, source_key, status, created_by, category_id, source_group, tags, diet_flags,
      tags_set_by, alternate_words, default_measurement, default_weight, energy_kj, protein, fat, carbohydrate,
      sugars, fibre, sodium, energy_outlier)
    select name, ${target.src}, source_key, 'published', ${target.createdBy}::uuid, category_id, source_group,
      tags, diet_flags, 'rules', alternate_words, default_measurement, default_weight, energy_kj, protein, fat,
      carbohydrate, sugars, fibre, sodium, energy_outlier
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(name text, source_key text, category_id uuid,
      source_group text, tags text[], diet_flags text[], alternate_words text, default_measurement text,
      default_weight float8, energy_kj float8, protein float8, fat float8, carbohydrate float8, sugars float8,
      fibre float8, sodium float8, energy_outlier boolean)
    returning id, source_key`);
  return new Map(rowsOf<{ id: string; source_key: string }>(result).map((r) => [r.source_key, r.id]));
}

async function insertPortions(
  tx: Database,
  foodsWithPortions: { foodId: string; portions: readonly PortionInput[] }[],
): Promise<void> {
  const records = foodsWithPortions.flatMap(({ foodId, portions }) =>
    portions.map((portion, position) => ({ food_id: foodId, ...portion, position })),
  );
  if (records.length === 0) return;
  await tx.execute(sql`
    insert into ${foodPortions} (food_id, name, unit, weight, position)
    select food_id, name, unit, weight, position
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(food_id uuid, name text, unit text, weight float8, position int)`);
}

function sameValues(current: FoodRow, values: FoodValues): boolean {
  return (Object.keys(values) as (keyof FoodValues)[]).every((field) => {
    const wanted = values[field];
    const have = current[field];
    return Array.isArray(wanted) && Array.isArray(have) ? sameList(have, wanted) : have === wanted;
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Whether the food already has each of the file's portions, with the same name, unit and weight. */
function hasPortions(current: readonly PortionInput[], wanted: readonly PortionInput[]): boolean {
  return wanted.every((portion) =>
    current.some((p) => p.name === portion.name && p.unit === portion.unit && p.weight === portion.weight),
  );
}
