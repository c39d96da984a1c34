import type { Database } from '../../src/server/db/client.ts';
import {
  recipeIngredients,
  recipes,
  type FoodPortionRow,
  type FoodRow,
  type RecipeIngredientRow,
  type RecipeRow,
} from '../../src/server/db/schema/index.ts';
import { ingredientGrams } from '../../src/shared/nutrition/ingredient-grams.ts';
import { recipeNutrition } from '../../src/shared/nutrition/recipe-nutrition.ts';
import type { RecipeMeasure } from '../../src/shared/schemas/recipes.ts';
import { createFood } from './foods.ts';

let counter = 0;

/** An ingredient of a factory recipe: `quantity` (default 100) of a measure (default gram) or a portion. */
export interface FactoryIngredient {
  food: FoodRow;
  quantity?: number;
  measure?: RecipeMeasure;
  portion?: FoodPortionRow;
}

/**
 * A published catalogue recipe with its ingredients and the nutrition the shared engine gives them, stored
 * as a save stores it. Without ingredients it gets 200 g of a new food. Override anything, e.g.
 * `{ userId: user.id, status: 'pending' }` or `{ isPrivate: true }`.
 */
export async function createRecipe(
  db: Database,
  overrides: Partial<typeof recipes.$inferInsert> = {},
  ingredients?: FactoryIngredient[],
): Promise<RecipeRow & { ingredients: RecipeIngredientRow[] }> {
  counter += 1;
  const parts = ingredients ?? [{ food: await createFood(db), quantity: 200 }];
  const weighed = parts.map((part) => {
    const quantity = part.quantity ?? 100;
    const grams = ingredientGrams({ quantity, portion: part.portion ?? part.measure ?? 'gram' });
    if (grams === null) throw new Error('A factory ingredient needs a quantity of 0 or more');
    return { ...part, quantity, grams };
  });
  const numberOfServes = overrides.numberOfServes ?? 1;
  const nutrition = recipeNutrition({
    numberOfServes,
    ingredients: weighed.map(({ food, grams }) => ({ per100g: food, grams })),
  });
  const name = overrides.name ?? `Test recipe ${counter}`;
  const [recipe] = await db
    .insert(recipes)
    .values({
      name,
      status: 'published',
      numberOfServes,
      servingValues: nutrition.perServe,
      servingValuesPerHundredGram: nutrition.per100g,
      energyKjPerServe: nutrition.perServe.energyKj,
      totalGrams: nutrition.totalGrams,
      searchText: [name, overrides.description ?? '', ...weighed.map(({ food }) => food.name)].join('\n'),
      ...overrides,
    })
    .returning();
  const ingredientRows = await db
    .insert(recipeIngredients)
    .values(
      weighed.map((part, position) => ({
        recipeId: recipe!.id,
        foodId: part.food.id,
        portionId: part.portion?.id ?? null,
        measure: part.portion?.name ?? part.measure ?? 'gram',
        quantity: part.quantity,
        grams: part.grams,
        position,
      })),
    )
    .returning();
  return { ...recipe!, ingredients: ingredientRows };
}
