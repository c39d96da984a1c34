import { eq } from 'drizzle-orm';
import type { RecipeIngredientInput, RecipeInput } from '../../../shared/schemas/recipes.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { recipes, uploads } from '../../db/schema/index.ts';

export {
  signedIn,
  useTestEnvironment as useRecipesTestEnvironment,
} from '../../../../tests/support/test-environment.ts';

import type { TestEnvironment as RecipesTestEnvironment } from '../../../../tests/support/test-environment.ts';

export type { RecipesTestEnvironment };

/** What the recipe editor sends, with plausible values; override any field. */
export function recipeInput(ingredients: RecipeIngredientInput[], overrides: Partial<RecipeInput> = {}) {
  return {
    name: 'Overnight oats',
    description: 'Soak the oats overnight.',
    video: '',
    categoryId: null,
    photoKey: null,
    mealTimes: ['breakfast' as const],
    methods: ['Mix everything.', 'Leave in the fridge overnight.'],
    tags: ['Vegetarian'],
    nutritionTags: [],
    numberOfServes: 2,
    ingredients,
    ...overrides,
  } satisfies RecipeInput;
}

/** A published food to cook with, with a Cup portion of 250 g. */
export async function pantryFood(env: RecipesTestEnvironment, name: string, overrides = {}) {
  return createFood(env.database.db, { name, ...overrides }, [{ name: 'Cup', unit: 'cup', weight: 250 }]);
}

/** The stored row of a recipe. */
export async function recipeRow(env: RecipesTestEnvironment, id: string) {
  const [row] = await env.database.db.select().from(recipes).where(eq(recipes.id, id));
  return row;
}

/** An upload row in the recipes folder, as POST /api/uploads leaves it (the file itself is written too). */
export async function recipePhotoUpload(env: RecipesTestEnvironment, userId: string, name = 'cake.png') {
  const key = `recipes/${Date.now()}${Math.floor(Math.random() * 1000)}_${name}`;
  await env.database.db.insert(uploads).values({
    key,
    folder: 'recipes',
    fileName: name,
    contentType: 'image/png',
    size: 4,
    createdBy: userId,
  });
  await env.services.storage.put(key, Buffer.from('png!'), 'image/png');
  return key;
}
