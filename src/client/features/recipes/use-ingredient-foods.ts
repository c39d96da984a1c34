import type { Food } from '../../../shared/schemas/foods.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The foods of an ingredient list, with nutrients and portions: those of the saved ingredients read once
 * each, and those picked from the search as they came. The live nutrition and the measure choices need them.
 */
export function useIngredientFoods(
  saved: readonly { foodId: string }[],
  picked: ReadonlyMap<string, Food>,
): ReadonlyMap<string, Food> {
  const ids = [...new Set(saved.map((ingredient) => ingredient.foodId))];
  const results = trpc.useQueries((t) =>
    ids.map((id) => t.foods.get({ id }, { staleTime: Number.POSITIVE_INFINITY, retry: false })),
  );
  const foods = new Map<string, Food>();
  for (const result of results) if (result.data) foods.set(result.data.id, result.data);
  for (const [id, food] of picked) foods.set(id, food);
  return foods;
}
