import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { CONTAINS_TAGS, FOOD_DIET_FLAGS } from '../../../shared/safety/client-safety.ts';
import { classifyFood as classify, type FoodToClassify } from '../../../shared/safety/food-rules.ts';
import { foods, recipes } from '../../db/schema/index.ts';
import { refreshRecipeTagsForFoods } from '../recipes/derived-tags.ts';
import { foodInput, signedIn, useFoodsTestEnvironment } from './test-support.ts';

const env = useFoodsTestEnvironment();

/** The rule table's answer, each list in its table's order (as foods store them). */
function classifyFood(food: FoodToClassify) {
  const { contains, dietFlags } = classify(food);
  return {
    contains: CONTAINS_TAGS.filter((tag) => contains.includes(tag)),
    dietFlags: FOOD_DIET_FLAGS.filter((flag) => dietFlags.includes(flag)),
  };
}

const REFUSED = { code: 'FORBIDDEN', message: messages.notAllowed };

async function foodFacts(id: string) {
  const [row] = await env.database.db
    .select({ tags: foods.tags, dietFlags: foods.dietFlags, tagsSetBy: foods.tagsSetBy, name: foods.name })
    .from(foods)
    .where(eq(foods.id, id));
  return row!;
}

async function recipeTags(id: string) {
  const [row] = await env.database.db
    .select({ derivedTags: recipes.derivedTags, nutritionTags: recipes.nutritionTags })
    .from(recipes)
    .where(eq(recipes.id, id));
  return row!;
}

/** A published SR28 food as the import and the rule table leave it: cheddar, dairy and an animal product. */
async function sr28Cheddar() {
  return createFood(env.database.db, {
    name: 'Cheese, cheddar',
    src: 'SR28',
    sourceKey: '01009',
    sourceGroup: '0100',
    tags: ['Dairy'],
    dietFlags: ['animal'],
    tagsSetBy: 'rules',
  });
}

/** A food's editor input with its own name, for a save that changes only what it contains. */
function sameFood(name: string, facts: Partial<ReturnType<typeof foodInput>>) {
  return foodInput({ name, ...facts });
}

describe('foods: what a food contains', () => {
  it('reads a food with its contains tags, diet facts and who set them, in get, list and search', async () => {
    const admin = await signedIn(env, 'admin');
    const cheddar = await sr28Cheddar();
    const expected = { tags: ['Dairy'], dietFlags: ['animal'], tagsSetBy: 'rules' };
    expect(await admin.caller.foods.get({ id: cheddar.id })).toMatchObject(expected);
    expect((await admin.caller.foods.list({ query: 'cheddar' })).items[0]).toMatchObject(expected);
    const member = await signedIn(env, 'member');
    expect((await member.caller.foods.search({ query: 'cheddar' }))[0]).toMatchObject(expected);
  });

  it("lets the admin correct a published SR28 food, and the recipes using it get their derived tags at once; the rule table's answer comes back on request", async () => {
    const admin = await signedIn(env, 'admin');
    const cheddar = await sr28Cheddar();
    const apple = await createFood(env.database.db, {
      name: 'Apples, raw',
      src: 'SR28',
      sourceGroup: '0900',
    });
    const toastie = await createRecipe(env.database.db, { name: 'Cheese toastie' }, [
      { food: cheddar, quantity: 40 },
    ]);
    const snack = await createRecipe(env.database.db, { name: 'Apple slices', nutritionTags: ['Nuts'] }, [
      { food: apple, quantity: 150 },
    ]);
    await refreshRecipeTagsForFoods(env.database.db, 'all');
    expect(await recipeTags(toastie.id)).toEqual({ derivedTags: ['Dairy'], nutritionTags: ['Dairy'] });

    // Say this cheddar is made with a soy culture and smoked over ale: Soy, and alcohol for Halal.
    const saved = await admin.caller.foods.update({
      id: cheddar.id,
      ...sameFood('Cheese, cheddar', {
        tags: ['Soy', 'Dairy'],
        dietFlags: ['alcohol', 'animal'],
        tagsSetBy: 'person',
      }),
    });
    expect(messages[saved.messageKey]).toBe('Food saved');
    expect(await foodFacts(cheddar.id)).toMatchObject({
      tags: ['Dairy', 'Soy'],
      dietFlags: ['animal', 'alcohol'],
      tagsSetBy: 'person',
    });
    expect(await recipeTags(toastie.id)).toEqual({
      derivedTags: ['Dairy', 'Soy'],
      nutritionTags: ['Dairy', 'Soy'],
    });
    expect(await admin.caller.foods.get({ id: cheddar.id })).toMatchObject({ tagsSetBy: 'person' });
    // A recipe without the food is left as it was, hand-set tag and all.
    expect(await recipeTags(snack.id)).toEqual({ derivedTags: [], nutritionTags: ['Nuts'] });

    // "Worked out from the name": the rule table's answer for the SR28 food again, and the recipe follows.
    await admin.caller.foods.update({
      id: cheddar.id,
      ...sameFood('Cheese, cheddar', { tags: ['Egg'], dietFlags: [], tagsSetBy: 'rules' }),
    });
    const rules = classifyFood({ name: 'Cheese, cheddar', group: '0100', src: 'SR28' });
    expect(rules.contains).toContain('Dairy');
    expect(await foodFacts(cheddar.id)).toEqual({
      name: 'Cheese, cheddar',
      tags: rules.contains,
      dietFlags: rules.dietFlags,
      tagsSetBy: 'rules',
    });
    expect((await recipeTags(toastie.id)).derivedTags).toEqual(rules.contains);
  });

  it("gives a professional's new food the rule table's answer for its name, or what they chose, and lets them change it while pending", async () => {
    const dana = await signedIn(env, 'dietitian');
    const byRules = await dana.caller.foods.create(
      foodInput({ name: 'Peanut butter cookies', tags: ['Sesame'], tagsSetBy: 'rules' }),
    );
    const rules = classifyFood({ name: 'Peanut butter cookies', group: null, src: 'Custom' });
    expect(rules.contains).toContain('Peanuts');
    expect(await foodFacts(byRules.id)).toMatchObject({
      tags: rules.contains,
      dietFlags: rules.dietFlags,
      tagsSetBy: 'rules',
    });

    const chosen = await dana.caller.foods.create(
      foodInput({
        name: 'Seed crackers',
        tags: ['Sesame', 'Sesame'],
        dietFlags: ['grain'],
        tagsSetBy: 'person',
      }),
    );
    expect(await foodFacts(chosen.id)).toMatchObject({
      tags: ['Sesame'],
      dietFlags: ['grain'],
      tagsSetBy: 'person',
    });
    await dana.caller.foods.update({
      id: chosen.id,
      ...foodInput({ name: 'Seed crackers', tags: ['Sesame', 'Gluten'], tagsSetBy: 'person' }),
    });
    expect(await foodFacts(chosen.id)).toMatchObject({ tags: ['Gluten', 'Sesame'], dietFlags: [] });
  });

  it("refuses a professional's change to another's food or a dataset food: nothing changes, nor the recipes", async () => {
    const admin = await signedIn(env, 'admin');
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const cheddar = await sr28Cheddar();
    const { id: ninasPending } = await nina.caller.foods.create(foodInput({ name: 'Nina’s oat bar' }));
    const { id: ninasPublished } = await nina.caller.foods.create(foodInput({ name: 'Nina’s rye loaf' }));
    await admin.caller.foods.approve({ id: ninasPublished });
    const toastie = await createRecipe(env.database.db, { name: 'Cheese toastie' }, [{ food: cheddar }]);
    await refreshRecipeTagsForFoods(env.database.db, 'all');
    const before = await Promise.all([cheddar.id, ninasPending, ninasPublished].map(foodFacts));

    const change = { tags: ['Egg' as const], dietFlags: ['meat' as const], tagsSetBy: 'person' as const };
    await expect(
      dana.caller.foods.update({ id: cheddar.id, ...sameFood('Cheese, cheddar', change) }),
    ).rejects.toMatchObject(REFUSED);
    await expect(
      dana.caller.foods.update({ id: ninasPublished, ...sameFood('Nina’s rye loaf', change) }),
    ).rejects.toMatchObject(REFUSED);
    // Her pending food is not even there for Dana.
    await expect(
      dana.caller.foods.update({ id: ninasPending, ...sameFood('Nina’s oat bar', change) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dana.caller.foods.bulkUpdate({ ids: [cheddar.id], changes: { tagsSetBy: 'rules' } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    expect(await Promise.all([cheddar.id, ninasPending, ninasPublished].map(foodFacts))).toEqual(before);
    expect(await recipeTags(toastie.id)).toEqual({ derivedTags: ['Dairy'], nutritionTags: ['Dairy'] });
  });

  it('refuses a tag or a diet fact that is not one of the lists, naming the field, and changes nothing', async () => {
    const admin = await signedIn(env, 'admin');
    const cheddar = await sr28Cheddar();
    const update = (facts: Record<string, unknown>) =>
      admin.caller.foods.update({
        id: cheddar.id,
        ...foodInput({ name: 'Cheese, cheddar' }),
        ...facts,
      } as never);

    await expect(update({ tags: ['Dairy', 'Shellfish'], tagsSetBy: 'person' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [
          expect.objectContaining({
            path: ['tags', 1],
            message: 'Choose from Gluten, Wheat, Dairy, Egg, Nuts, Peanuts, Seafood, Soy, Sesame.',
          }),
        ],
      },
    });
    await expect(update({ dietFlags: ['vegan'], tagsSetBy: 'person' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ path: ['dietFlags', 0] })] },
    });
    await expect(update({ tagsSetBy: 'robot' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.caller.foods.create({ ...foodInput(), tags: ['Contains gluten'] } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    expect(await foodFacts(cheddar.id)).toEqual({
      name: 'Cheese, cheddar',
      tags: ['Dairy'],
      dietFlags: ['animal'],
      tagsSetBy: 'rules',
    });
    expect(await env.database.db.$count(foods)).toBe(1);
  });

  it("hands many foods back to the rule table at once (the admin's bulk update), and their recipes follow", async () => {
    const admin = await signedIn(env, 'admin');
    const cheddar = await sr28Cheddar();
    await env.database.db
      .update(foods)
      .set({ tags: ['Egg'], dietFlags: [], tagsSetBy: 'person' })
      .where(eq(foods.id, cheddar.id));
    const tuna = await createFood(env.database.db, {
      name: 'Fish, tuna, light, canned in water',
      src: 'SR28',
      sourceGroup: '1500',
      tagsSetBy: 'person',
    });
    const melt = await createRecipe(env.database.db, { name: 'Tuna melt' }, [
      { food: cheddar },
      { food: tuna },
    ]);
    await refreshRecipeTagsForFoods(env.database.db, 'all');
    expect((await recipeTags(melt.id)).derivedTags).toEqual(['Egg']);

    const result = await admin.caller.foods.bulkUpdate({
      ids: [cheddar.id, tuna.id],
      changes: { tagsSetBy: 'rules' },
    });
    expect(result).toMatchObject({ count: 2, messageKey: 'foodsUpdated' });
    const cheddarRules = classifyFood({ name: 'Cheese, cheddar', group: '0100', src: 'SR28' });
    const tunaRules = classifyFood({
      name: 'Fish, tuna, light, canned in water',
      group: '1500',
      src: 'SR28',
    });
    expect(tunaRules.contains).toContain('Seafood');
    expect(await foodFacts(cheddar.id)).toMatchObject({ tags: cheddarRules.contains, tagsSetBy: 'rules' });
    expect(await foodFacts(tuna.id)).toMatchObject({
      tags: tunaRules.contains,
      dietFlags: tunaRules.dietFlags,
      tagsSetBy: 'rules',
    });
    expect((await recipeTags(melt.id)).derivedTags).toEqual(expect.arrayContaining(['Dairy', 'Seafood']));
    expect((await recipeTags(melt.id)).derivedTags).not.toContain('Egg');
  });
});
