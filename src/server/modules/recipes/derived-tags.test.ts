import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { foods } from '../../db/schema/index.ts';
import { refreshRecipeTagsForFoods, withDerivedTags } from './derived-tags.ts';
import { recipeRow, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

describe('withDerivedTags', () => {
  it('keeps hand-set tags, drops tags no longer derived and adds new ones', () => {
    expect(withDerivedTags(['High protein', 'Egg', 'Sesame'], ['Egg'], ['Dairy'])).toEqual([
      'High protein',
      'Sesame',
      'Dairy',
    ]);
    expect(withDerivedTags(['Egg', 'Dairy'], ['Egg', 'Dairy'], ['Dairy', 'Egg'])).toEqual(['Egg', 'Dairy']);
  });
});

describe('refreshRecipeTagsForFoods', () => {
  it("follows a food's tags: adds the new derived tag, drops the old, keeps hand-set ones", async () => {
    const db = env.database.db;
    const yoghurt = await createFood(db, { name: 'Yogurt, Greek, plain', tags: ['Dairy'] });
    const oats = await createFood(db, { name: 'Oats', tags: [] });
    const recipe = await createRecipe(db, { nutritionTags: ['Dairy', 'Sesame'], derivedTags: ['Dairy'] }, [
      { food: yoghurt },
      { food: oats },
    ]);
    const other = await createRecipe(db, { nutritionTags: [], derivedTags: [] });

    await db
      .update(foods)
      .set({ tags: ['Gluten'] })
      .where(eq(foods.id, oats.id));
    await db.update(foods).set({ tags: [] }).where(eq(foods.id, yoghurt.id));
    expect(await refreshRecipeTagsForFoods(db, [oats.id, yoghurt.id])).toBe(1);
    expect(await recipeRow(env, recipe.id)).toMatchObject({
      derivedTags: ['Gluten'],
      nutritionTags: ['Sesame', 'Gluten'],
    });
    expect((await recipeRow(env, other.id))!.derivedTags).toEqual([]);
    // Nothing left to change.
    expect(await refreshRecipeTagsForFoods(db, 'all')).toBe(0);
  });
});
