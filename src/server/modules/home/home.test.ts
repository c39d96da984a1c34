import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { createUser } from '../../../../tests/factories/users.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { PROFESSIONALS, ROLES } from '../../../shared/access.ts';
import { DEFAULT_SHELL_LINKS } from '../../../shared/schemas/home.ts';
import { foodReports, recipeReports, savedRecipes } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

describe('home.summary', () => {
  it('counts for an admin what waits: pending users, foods, recipes, open reports and plan requests', async () => {
    const { caller } = await signedIn(env, 'admin');
    expect(await caller.home.summary()).toEqual({
      kind: 'admin',
      pendingUsers: 0,
      pendingFoods: 0,
      pendingRecipes: 0,
      openReports: 0,
      planRequests: 0,
    });

    await createUser(db(), { role: 'dietitian', status: 'pending' });
    await createUser(db(), { role: 'nutritionist', status: 'pending' });
    await createUser(db(), { role: 'member' });
    const pendingFood = await createFood(db(), { status: 'pending' });
    const published = await createFood(db(), { status: 'published' });
    await createRecipe(db(), { status: 'pending' });
    await createRecipe(db(), { status: 'requested' });
    const recipe = await createRecipe(db(), { status: 'published' });
    await db()
      .insert(foodReports)
      .values([
        { foodId: published.id, message: 'Wrong fat' },
        { foodId: pendingFood.id, message: 'Done', status: 'resolved' },
      ]);
    await db().insert(recipeReports).values({ recipeId: recipe.id, message: 'Typo' });
    const dietitian = await createUser(db(), { role: 'dietitian' });
    await createMealPlan(db(), dietitian, { requestStatus: 'requesting' });
    await createMealPlan(db(), dietitian, { requestStatus: 'approved' });

    expect(await caller.home.summary()).toEqual({
      kind: 'admin',
      pendingUsers: 2,
      pendingFoods: 1,
      pendingRecipes: 2,
      openReports: 2,
      planRequests: 1,
    });
  });

  it("shows a member their goal, the recipes they saved (newest first) and the catalogue's newest", async () => {
    const { user, caller } = await signedIn(env, 'member', { energyUnit: 'Cal' });
    const empty = await caller.home.summary();
    expect(empty).toEqual({
      kind: 'member',
      goal: null,
      energyUnit: 'Cal',
      savedCount: 0,
      saved: [],
      newRecipes: [],
    });

    await caller.goals.save({
      goal: 'g1',
      weightKg: 80,
      heightCm: 175,
      gender: 'female',
      age: 40,
      physicalActivityLevel: 1.4,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 1,
      customTargetKj: 7000,
      customMainKj: null,
      customSnackKj: null,
    });
    const older = await createRecipe(db(), { name: 'Older soup', createdAt: new Date('2026-01-01') });
    const newer = await createRecipe(db(), {
      name: 'Newer salad',
      createdAt: new Date('2026-06-01'),
      photoKey: 'recipes/1_salad.png',
    });
    const someonesPrivate = await createRecipe(db(), {
      name: 'Hidden',
      isPrivate: true,
      userId: (await createUser(db())).id,
      createdAt: new Date('2026-07-01'),
    });
    await createRecipe(db(), { name: 'Waiting', status: 'pending', createdAt: new Date('2026-08-01') });
    await db()
      .insert(savedRecipes)
      .values([
        { userId: user.id, recipeId: older.id, createdAt: new Date('2026-09-02') },
        { userId: user.id, recipeId: newer.id, createdAt: new Date('2026-09-01') },
        // A saved recipe that has since become someone's private one is out of sight.
        { userId: user.id, recipeId: someonesPrivate.id, createdAt: new Date('2026-09-03') },
      ]);

    const summary = await caller.home.summary();
    expect(summary).toEqual({
      kind: 'member',
      goal: { goal: 'g1', targetKj: 7000 },
      energyUnit: 'Cal',
      savedCount: 2,
      saved: [
        { id: older.id, name: 'Older soup', photo: null },
        {
          id: newer.id,
          name: 'Newer salad',
          photo: expect.objectContaining({ thumbUrl: '/files/recipes/thumb_1_salad.webp' }),
        },
      ],
      newRecipes: [
        {
          id: newer.id,
          name: 'Newer salad',
          photo: expect.objectContaining({ thumbUrl: '/files/recipes/thumb_1_salad.webp' }),
        },
        { id: older.id, name: 'Older soup', photo: null },
      ],
    });
  });

  it('has nothing for professionals, whom Home sends on to their landing screen', async () => {
    for (const role of PROFESSIONALS) {
      const { caller } = await signedIn(env, role);
      expect(await caller.home.summary()).toEqual({ kind: 'professional' });
    }
  });
});

describe('home.links and settings.links', () => {
  it('each audience gets its welcome video, and everyone the Book Demo link, as the admin sets them', async () => {
    const { caller: admin } = await signedIn(env, 'admin');
    const { caller: member } = await signedIn(env, 'member');
    const { caller: trainer } = await signedIn(env, 'personal_trainer');
    const { caller: naturopath } = await signedIn(env, 'naturopath');
    expect(await admin.settings.links()).toEqual(DEFAULT_SHELL_LINKS);
    expect(await member.home.links()).toEqual({
      welcomeVideoUrl: DEFAULT_SHELL_LINKS.welcomeVideoMember,
      bookDemoUrl: DEFAULT_SHELL_LINKS.bookDemoUrl,
    });

    const saved = await admin.settings.updateLinks({
      welcomeVideoMember: 'https://video.example/member',
      welcomeVideoTrainer: 'https://video.example/trainer',
      welcomeVideoDietitian: 'https://video.example/dietitian',
      bookDemoUrl: ' https://calendar.example/mealplanner-demo ',
    });
    expect(saved.settings.bookDemoUrl).toBe('https://calendar.example/mealplanner-demo');
    expect(await member.home.links()).toEqual({
      welcomeVideoUrl: 'https://video.example/member',
      bookDemoUrl: 'https://calendar.example/mealplanner-demo',
    });
    expect((await trainer.home.links()).welcomeVideoUrl).toBe('https://video.example/trainer');
    expect((await naturopath.home.links()).welcomeVideoUrl).toBe('https://video.example/dietitian');
    expect((await admin.home.links()).welcomeVideoUrl).toBe('https://video.example/dietitian');
  });

  it('refuses a link that is not a web address, and lets only the admin change them', async () => {
    const { caller: admin } = await signedIn(env, 'admin');
    const links = { ...DEFAULT_SHELL_LINKS, bookDemoUrl: 'javascript:alert(1)' };
    await expect(admin.settings.updateLinks(links)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const { caller } = await signedIn(env, role);
      await expect(caller.settings.updateLinks(DEFAULT_SHELL_LINKS)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect(await admin.settings.links()).toEqual(DEFAULT_SHELL_LINKS);
  });
});
