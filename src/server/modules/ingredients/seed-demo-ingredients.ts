import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_RECIPES } from '../../db/demo-recipes.ts';
import type { Database } from '../../db/client.ts';
import { foodPortions, foods, ingredients } from '../../db/schema/index.ts';
import { FOOD_SOURCES } from '../food-imports/write-foods.ts';
import { saveIngredient } from './save-ingredient.ts';

/** The portions an ingredient of the library keeps (the form takes 50), and the longest name it takes. */
const MAX_PORTIONS = 12;
const MAX_PORTION_NAME = 80;

/**
 * The embedded demo's Ingredients library (issue 16: it was empty, so the admin's screen showed nothing to
 * learn from): one ingredient for each food the demo recipes use that has household portions in SR28,
 * named by the food name's head ("Bananas" of "Bananas, raw"), with those portions. The food the demo
 * recipes use most gives a shared head its portions. Added once, when the library is empty.
 */
export async function seedDemoIngredients(db: Database): Promise<number> {
  if ((await db.$count(ingredients)) > 0) return 0;
  const uses = new Map<string, number>();
  for (const recipe of DEMO_RECIPES) {
    for (const ingredient of recipe.ingredients) {
      uses.set(ingredient.sr28Key, (uses.get(ingredient.sr28Key) ?? 0) + 1);
    }
  }
  const rows = await db
    .select({
      key: foods.sourceKey,
      name: foods.name,
      portion: foodPortions.name,
      unit: foodPortions.unit,
      weight: foodPortions.weight,
    })
    .from(foods)
    .innerJoin(foodPortions, eq(foodPortions.foodId, foods.id))
    .where(and(eq(foods.src, FOOD_SOURCES.sr28), inArray(foods.sourceKey, [...uses.keys()])))
    .orderBy(asc(foods.sourceKey), asc(foodPortions.position));
  const byFood = new Map<string, { name: string; portions: { name: string; unit: string; val: number }[] }>();
  for (const row of rows) {
    const food = byFood.get(row.key!) ?? { name: row.name, portions: [] };
    const portionName = row.portion.trim();
    const taken = food.portions.some((p) => p.name.toLowerCase() === portionName.toLowerCase());
    if (
      !taken &&
      portionName !== '' &&
      portionName.length <= MAX_PORTION_NAME &&
      food.portions.length < MAX_PORTIONS
    ) {
      food.portions.push({ name: portionName, unit: row.unit.trim(), val: row.weight });
    }
    byFood.set(row.key!, food);
  }
  const mostUsedFirst = [...byFood.entries()].sort(([a], [b]) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
  const heads = new Set<string>();
  let added = 0;
  for (const [, food] of mostUsedFirst) {
    const head = food.name.split(',')[0]!.trim();
    if (head === '' || heads.has(head.toLowerCase()) || food.portions.length === 0) continue;
    heads.add(head.toLowerCase());
    await saveIngredient(db, { id: null, name: head, portions: food.portions });
    added += 1;
  }
  return added;
}
