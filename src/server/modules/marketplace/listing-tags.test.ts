import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { marketplaceListings, marketplaceMeals } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/** Listing tags come from the recipes (issue 29): diet tags every recipe has, contains tags any has. */
describe("a listing's tags", () => {
  it('keeps a diet tag only when every recipe has it and its foods agree, and unions the contains tags', async () => {
    const owner = await signedIn(env, 'dietitian', { mealSlots: -1 });
    const lentils = await createFood(db(), { name: 'Lentils, boiled', dietFlags: ['legume'] });
    const ham = await createFood(db(), { name: 'Ham, sliced', dietFlags: ['meat', 'pork', 'animal'] });
    const yoghurt = await createFood(db(), { name: 'Yogurt, plain', tags: ['Dairy'], dietFlags: ['animal'] });
    const soup = await createRecipe(
      db(),
      { name: 'Lentil soup', tags: ['Halal', 'Vegetarian', 'Paleo friendly'], nutritionTags: ['High fibre'] },
      [{ food: lentils }],
    );
    // Saved before recipes were checked: tagged Halal with ham in it.
    const sandwich = await createRecipe(
      db(),
      { name: 'Ham sandwich', tags: ['Halal', 'Paleo friendly'], nutritionTags: ['High fibre'] },
      [{ food: ham }],
    );
    const bowl = await createRecipe(
      db(),
      {
        name: 'Yoghurt bowl',
        tags: ['Halal', 'Vegetarian', 'Paleo friendly'],
        nutritionTags: ['High fibre', 'Dairy'],
        derivedTags: ['Dairy'],
      },
      [{ food: yoghurt }],
    );
    const plan = await createMealPlan(db(), owner.user, { name: 'Week' }, [
      { recipe: soup },
      { recipe: sandwich },
      { recipe: bowl, day: 2, mealType: 'breakfast' },
    ]);
    const { id } = await owner.caller.marketplace.add({
      planId: plan.id,
      name: 'Pork week',
      description: '',
    });

    const viewer = await signedIn(env, 'member');
    const preview = await viewer.caller.marketplace.preview({ listingId: id });
    // Halal: the ham contradicts it. Vegetarian: the sandwich lacks it. Paleo: the soup's lentils and the
    // bowl's dairy contradict it.
    expect(preview.mealTags).toEqual([]);
    expect(preview.nutritionTags).toEqual(['Dairy', 'High fibre']);

    const found = async (input: object) =>
      (await viewer.caller.marketplace.search(input)).items.map((item) => item.name);
    expect(await found({})).toEqual(['Pork week']);
    expect(await found({ mealTags: ['Halal'] })).toEqual([]);
    expect(await found({ nutritionTags: ['Dairy'] })).toEqual(['Pork week']);
  });

  it('never finds a plan with pork under Halal, even one stored with the tag', async () => {
    const owner = await signedIn(env, 'dietitian', { mealSlots: -1 });
    const bacon = await createFood(db(), { name: 'Bacon, grilled', dietFlags: ['meat', 'pork', 'animal'] });
    const rice = await createFood(db(), { name: 'Rice, white, boiled', dietFlags: ['grain'] });
    const withPork = await createRecipe(db(), { name: 'Bacon rice', tags: ['Halal'] }, [
      { food: bacon },
      { food: rice },
    ]);
    const plain = await createRecipe(db(), { name: 'Plain rice', tags: ['Halal'] }, [{ food: rice }]);
    // Listings as an older version stored them: Halal because a recipe carried the tag.
    const listings = await db()
      .insert(marketplaceListings)
      .values([
        { userId: owner.user.id, name: 'Bacon week', searchText: 'Bacon week', mealTags: ['Halal'], days: 1 },
        { userId: owner.user.id, name: 'Rice week', searchText: 'Rice week', mealTags: ['Halal'], days: 1 },
      ])
      .returning({ id: marketplaceListings.id });
    await db()
      .insert(marketplaceMeals)
      .values([
        { listingId: listings[0]!.id, day: 1, mealType: 'lunch', recipeId: withPork.id },
        { listingId: listings[0]!.id, day: 1, mealType: 'dinner', recipeId: plain.id },
        { listingId: listings[1]!.id, day: 1, mealType: 'lunch', recipeId: plain.id },
      ]);

    const viewer = await signedIn(env, 'member');
    const found = async (input: object) =>
      (await viewer.caller.marketplace.search(input)).items.map((item) => item.name).sort();
    expect(await found({})).toEqual(['Bacon week', 'Rice week']);
    expect(await found({ mealTags: ['Halal'] })).toEqual(['Rice week']);
    expect(await found({ mealTags: ['Halal'], query: 'week' })).toEqual(['Rice week']);
  });
});
