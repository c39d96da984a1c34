import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import type { Role } from '../../../shared/access.ts';
import { RECIPE_STATS_TOP } from '../../../shared/schemas/recipe-stats.ts';
import { savedRecipes, type RecipeRow, type UserRow } from '../../db/schema/index.ts';

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

async function signedIn(role: Role) {
  const user = await createUser(database.db, { role });
  return { user, caller: callerFor(services, actorOf(user)) };
}

/** `times` different members save the recipe. */
async function saveTimes(recipe: Pick<RecipeRow, 'id'>, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const member = await createUser(database.db, { role: 'member' });
    await database.db.insert(savedRecipes).values({ userId: member.id, recipeId: recipe.id });
  }
}

/** A plan of `owner` with one slot for each recipe given (a recipe given twice fills two slots). */
async function planWith(owner: Pick<UserRow, 'id'>, ...slots: Pick<RecipeRow, 'id'>[]) {
  return createMealPlan(
    database.db,
    owner,
    {},
    slots.map((recipe) => ({ recipe })),
  );
}

describe('recipe stats', () => {
  it('counts the library by state, every state included, and my recipes apart, for the admin', async () => {
    const admin = await signedIn('admin');
    const dana = await createUser(database.db, { role: 'dietitian' });
    const member = await createUser(database.db, { role: 'member' });
    const recipe = (overrides: Parameters<typeof createRecipe>[1]) => createRecipe(database.db, overrides);
    await recipe({ status: 'published', mealTimes: ['breakfast', 'snack'] });
    await recipe({ status: 'published', mealTimes: ['lunch', 'dinner'], userId: dana.id });
    await recipe({ status: 'published', mealTimes: ['dinner'] });
    await recipe({ status: 'pending', mealTimes: ['desert'], userId: dana.id });
    await recipe({ status: 'pending', userId: dana.id });
    await recipe({ status: 'requested', mealTimes: ['dinner'], userId: dana.id });
    await recipe({ status: 'declined', userId: dana.id });
    // My recipes: a number of their own, never counted by state or meal time.
    await recipe({ isPrivate: true, userId: member.id, mealTimes: ['breakfast'] });
    await recipe({ isPrivate: true, userId: dana.id });

    const stats = await admin.caller.recipeStats.get();
    expect(stats.scope).toBe('library');
    expect(stats.byStatus).toEqual([
      { status: 'published', recipes: 3 },
      { status: 'pending', recipes: 2 },
      { status: 'requested', recipes: 1 },
      { status: 'declined', recipes: 1 },
      { status: 'error', recipes: 0 },
    ]);
    expect(stats.total).toBe(7);
    expect(stats.myRecipes).toBe(2);
    expect(stats.byMealTime).toEqual([
      { mealTime: 'breakfast', recipes: 1 },
      { mealTime: 'lunch', recipes: 1 },
      { mealTime: 'dinner', recipes: 3 },
      { mealTime: 'desert', recipes: 1 },
      { mealTime: 'snack', recipes: 1 },
    ]);
    expect(stats.mostSaved).toEqual([]);
    expect(stats.mostUsed).toEqual([]);
  });

  it('lists the most saved recipes, most saves first and ties by name, at most ten', async () => {
    const admin = await signedIn('admin');
    const soup = await createRecipe(database.db, { name: 'pumpkin soup', photoKey: 'recipes/1_soup.jpg' });
    const bowl = await createRecipe(database.db, { name: 'Poke bowl', status: 'pending' });
    const cake = await createRecipe(database.db, { name: 'Carrot cake' });
    await createRecipe(database.db, { name: 'Never saved' });
    await saveTimes(soup, 3);
    await saveTimes(bowl, 3);
    await saveTimes(cake, 1);

    const { mostSaved } = await admin.caller.recipeStats.get();
    expect(mostSaved.map((r) => [r.name, r.saves])).toEqual([
      ['Poke bowl', 3],
      ['pumpkin soup', 3],
      ['Carrot cake', 1],
    ]);
    expect(mostSaved[0]).toEqual({
      id: bowl.id,
      name: 'Poke bowl',
      photo: null,
      status: 'pending',
      isPrivate: false,
      saves: 3,
    });
    expect(mostSaved[1]!.photo).toMatchObject({
      key: 'recipes/1_soup.jpg',
      thumbUrl: '/files/recipes/thumb_1_soup.webp',
    });

    for (let i = 0; i < RECIPE_STATS_TOP; i += 1) {
      await saveTimes(await createRecipe(database.db, { name: `Salad ${String(i).padStart(2, '0')}` }), 2);
    }
    const top = (await admin.caller.recipeStats.get()).mostSaved;
    expect(top).toHaveLength(RECIPE_STATS_TOP);
    expect(top.map((r) => r.name)).toEqual([
      'Poke bowl',
      'pumpkin soup',
      ...Array.from({ length: RECIPE_STATS_TOP - 2 }, (_, i) => `Salad 0${i}`),
    ]);
  });

  it('counts uses in plans as distinct plans and as slots, whoever made the plans', async () => {
    const admin = await signedIn('admin');
    const dana = await createUser(database.db, { role: 'dietitian' });
    const pat = await createUser(database.db, { role: 'personal_trainer' });
    const oats = await createRecipe(database.db, { name: 'Overnight oats' });
    const curry = await createRecipe(database.db, { name: 'Curry' });
    const wrap = await createRecipe(database.db, { name: 'Wrap' });
    const dal = await createRecipe(database.db, { name: 'Dal' });
    await createRecipe(database.db, { name: 'Never planned' });

    // Oats: 3 slots of one plan and 1 of another; Curry and Dal: 1 slot in each of 2 plans; Wrap: 3 plans.
    await planWith(dana, oats, oats, oats, curry, wrap);
    await planWith(dana, oats, dal, wrap);
    await planWith(pat, curry, dal, wrap);
    // A slot marked "no meal" is no use of anything, and a plan without meals changes nothing.
    await createMealPlan(database.db, pat, {}, [{ recipe: null }, { recipe: wrap }]);
    await createMealPlan(database.db, dana);
    // A recipe plan (no days) counts the same way.
    await createMealPlan(database.db, dana, { recipePlan: true }, [{ recipe: dal }, { recipe: dal }]);

    const { mostUsed } = await admin.caller.recipeStats.get();
    expect(mostUsed.map((r) => [r.name, r.plans, r.meals])).toEqual([
      ['Wrap', 4, 4],
      ['Dal', 3, 4],
      ['Overnight oats', 2, 4],
      ['Curry', 2, 2],
    ]);
    // Only numbers: nothing says whose plans they are.
    expect(Object.keys(mostUsed[0]!).sort()).toEqual(
      ['id', 'isPrivate', 'meals', 'name', 'photo', 'plans', 'status'].sort(),
    );
  });

  it('never names another user’s my recipe to the admin, but does name the admin’s own', async () => {
    const admin = await signedIn('admin');
    const member = await createUser(database.db, { role: 'member' });
    const dana = await createUser(database.db, { role: 'dietitian' });
    const secret = await createRecipe(database.db, {
      name: 'Secret sauce',
      isPrivate: true,
      userId: member.id,
    });
    const hers = await createRecipe(database.db, { name: 'Her own', isPrivate: true, userId: dana.id });
    const mine = await createRecipe(database.db, {
      name: 'Admin own',
      isPrivate: true,
      userId: admin.user.id,
    });
    await saveTimes(secret, 5);
    await saveTimes(mine, 1);
    await planWith(dana, hers, hers);

    const stats = await admin.caller.recipeStats.get();
    expect(stats.myRecipes).toBe(3);
    expect(stats.total).toBe(0);
    expect(stats.mostSaved.map((r) => [r.name, r.isPrivate])).toEqual([['Admin own', true]]);
    expect(stats.mostUsed).toEqual([]);
    expect(JSON.stringify(stats)).not.toMatch(/Secret sauce|Her own/);
  });

  it('shows a professional the stats of their own recipes only', async () => {
    const dana = await signedIn('dietitian');
    const nina = await signedIn('nutritionist');
    const admin = await createUser(database.db, { role: 'admin' });
    const danaSoup = await createRecipe(database.db, {
      name: 'Dana soup',
      userId: dana.user.id,
      mealTimes: ['lunch'],
    });
    const danaDraft = await createRecipe(database.db, {
      name: 'Dana draft',
      userId: dana.user.id,
      status: 'pending',
    });
    const danaPrivate = await createRecipe(database.db, {
      name: 'Dana private',
      userId: dana.user.id,
      isPrivate: true,
    });
    const ninaHit = await createRecipe(database.db, { name: 'Nina hit', userId: nina.user.id });
    const catalogue = await createRecipe(database.db, { name: 'Catalogue classic', userId: admin.id });
    await saveTimes(danaSoup, 2);
    await saveTimes(danaPrivate, 1);
    await saveTimes(ninaHit, 9);
    await saveTimes(catalogue, 9);
    // Dana's recipes used in other people's plans count too; Nina's own plan uses her recipe and Dana's.
    await planWith(nina.user, danaSoup, ninaHit, ninaHit, danaDraft);
    await planWith(admin, catalogue, danaSoup);

    const stats = await dana.caller.recipeStats.get();
    expect(stats.scope).toBe('own');
    expect(stats.byStatus).toEqual([
      { status: 'published', recipes: 1 },
      { status: 'pending', recipes: 1 },
      { status: 'requested', recipes: 0 },
      { status: 'declined', recipes: 0 },
      { status: 'error', recipes: 0 },
    ]);
    expect(stats.total).toBe(2);
    expect(stats.myRecipes).toBe(1);
    expect(stats.byMealTime.find((row) => row.mealTime === 'lunch')?.recipes).toBe(1);
    expect(stats.mostSaved.map((r) => [r.name, r.saves])).toEqual([
      ['Dana soup', 2],
      ['Dana private', 1],
    ]);
    expect(stats.mostUsed.map((r) => [r.name, r.plans, r.meals])).toEqual([
      ['Dana soup', 2, 2],
      ['Dana draft', 1, 1],
    ]);
    expect(JSON.stringify(stats)).not.toMatch(/Nina hit|Catalogue classic/);

    const ninas = await nina.caller.recipeStats.get();
    expect(ninas.total).toBe(1);
    expect(ninas.mostSaved.map((r) => r.name)).toEqual(['Nina hit']);
    expect(ninas.mostUsed.map((r) => [r.name, r.plans, r.meals])).toEqual([['Nina hit', 1, 2]]);
  });

  it('gives a professional without recipes zeros for every state and empty lists', async () => {
    const naturopath = await signedIn('naturopath');
    await saveTimes(await createRecipe(database.db), 2);
    const stats = await naturopath.caller.recipeStats.get();
    expect(stats).toMatchObject({ scope: 'own', total: 0, myRecipes: 0, mostSaved: [], mostUsed: [] });
    expect(stats.byStatus.every((row) => row.recipes === 0)).toBe(true);
    expect(stats.byStatus).toHaveLength(5);
  });

  it.each(['member', 'personal_trainer'] as const)('refuses a %s', async (role) => {
    const user = await signedIn(role);
    await expect(user.caller.recipeStats.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
