import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Food, FoodListItem, Portion } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodPortions, foods } from '../../db/schema/index.ts';
import { notFound } from '../../app-error.ts';
import { selectFoodListItems } from './food-search.ts';
import { foodsVisibleTo, type FoodViewer } from './visibility.ts';

/** One food with its portions, for its editor and the recipe builder; "Food not found." if not visible. */
export async function getFood(db: Database, viewer: FoodViewer, id: string): Promise<Food> {
  const [item] = await selectFoodListItems(db).where(and(eq(foods.id, id), foodsVisibleTo(viewer)));
  if (!item) throw notFound('foodNotFound');
  const [food] = await withPortions(db, [item]);
  return food!;
}

/** The foods with their portions, in the order they were entered. */
export async function withPortions(db: Database, items: readonly FoodListItem[]): Promise<Food[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({
      id: foodPortions.id,
      foodId: foodPortions.foodId,
      name: foodPortions.name,
      unit: foodPortions.unit,
      weight: foodPortions.weight,
    })
    .from(foodPortions)
    .where(
      inArray(
        foodPortions.foodId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(asc(foodPortions.position), asc(foodPortions.name));
  const byFood = new Map<string, Portion[]>();
  for (const { foodId, ...portion } of rows) {
    const list = byFood.get(foodId) ?? [];
    list.push(portion);
    byFood.set(foodId, list);
  }
  return items.map((item) => ({ ...item, portions: byFood.get(item.id) ?? [] }));
}
