import type { Database } from '../../src/server/db/client.ts';
import { foodPortions, foods, type FoodPortionRow, type FoodRow } from '../../src/server/db/schema/index.ts';
import type { PortionInput } from '../../src/shared/schemas/foods.ts';

let counter = 0;

/**
 * A published food with plain per-100 g values (energy consistent with its macros), and the given portions.
 * Override anything, e.g. `{ status: 'pending', src: 'Custom', createdBy: user.id }`.
 */
export async function createFood(
  db: Database,
  overrides: Partial<typeof foods.$inferInsert> = {},
  portions: PortionInput[] = [],
): Promise<FoodRow & { portions: FoodPortionRow[] }> {
  counter += 1;
  const [food] = await db
    .insert(foods)
    .values({
      name: `Test food ${counter}`,
      status: 'published',
      src: 'Test',
      sourceKey: `T${counter}-${Math.random().toString(36).slice(2, 7)}`,
      energyKj: 1000,
      protein: 10,
      fat: 10,
      carbohydrate: 27,
      sugars: 5,
      fibre: 3,
      sodium: 100,
      ...overrides,
    })
    .returning();
  const portionRows =
    portions.length === 0
      ? []
      : await db
          .insert(foodPortions)
          .values(portions.map((p, position) => ({ ...p, foodId: food!.id, position })))
          .returning();
  return { ...food!, portions: portionRows };
}
