import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import type { RecipeIngredientInput, RecipeInput } from '../../../shared/schemas/recipes.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { recipes, uploads } from '../../db/schema/index.ts';

/** Test helpers of the recipes module. */

export interface RecipesTestEnvironment {
  database: TestDatabase;
  services: TestServices;
}

/** A database and services for one test file, emptied before each test. */
export function useRecipesTestEnvironment(): RecipesTestEnvironment {
  const env = {} as RecipesTestEnvironment;
  beforeAll(async () => {
    env.database = await createTestDatabase();
    env.services = await startTestServices(env.database);
  });
  afterAll(async () => {
    await env.services.close();
    await env.database.close();
  });
  beforeEach(async () => {
    await resetDatabase(env.database.db);
  });
  return env;
}

/** A user of `role` and their caller. */
export async function signedIn(env: RecipesTestEnvironment, role: Role) {
  const user = await createUser(env.database.db, { role });
  return { user, caller: callerFor(env.services, actorOf(user)) };
}

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
