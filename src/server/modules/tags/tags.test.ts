import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createDefaultTags, createTag } from '../../../../tests/factories/tags.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import { DEFAULT_TAG_ROLES, type TagRules } from '../../../shared/schemas/tags.ts';
import { foods, recipes, tags, userTagSelections } from '../../db/schema/index.ts';

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
async function callerAs(role: Role) {
  return (await signedIn(role)).caller;
}

const nutrition: NutrientValues = {
  energyKj: 2000,
  protein: 24,
  fat: 10,
  carbohydrate: 50,
  sugars: 5,
  fibre: 6,
  sodium: 400,
};

/** A recipe with the given meal times and per-serve values; the recipes area's factory is its own. */
async function insertRecipe(overrides: Partial<typeof recipes.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(recipes)
    .values({ name: 'Test recipe', servingValues: nutrition, mealTimes: ['lunch'], ...overrides })
    .returning();
  return row!;
}
async function recipeRow(id: string) {
  const [row] = await database.db.select().from(recipes).where(eq(recipes.id, id));
  return row!;
}
async function tagRow(id: string) {
  const [row] = await database.db.select().from(tags).where(eq(tags.id, id));
  return row;
}

const highProtein: TagRules = { main: { nutrient: 'protein', condition: 'gte', amount: 20 } };

describe('tags.list', () => {
  it('shows a professional or member only published tags for their role, by name ignoring case', async () => {
    await createTag(database.db, { name: 'vegan' });
    await createTag(database.db, { name: 'Halal' });
    await createTag(database.db, { name: 'Anti-inflammatory' });
    await createTag(database.db, { name: 'Draft', published: false });
    await createTag(database.db, { name: 'For members', roles: ['member'] });
    await createTag(database.db, { name: 'Gluten', kind: 'nutrition' });

    const member = await callerAs('member');
    expect((await member.tags.list({ kind: 'meal' })).map((t) => t.name)).toEqual([
      'Anti-inflammatory',
      'For members',
      'Halal',
      'vegan',
    ]);
    const dietitian = await callerAs('dietitian');
    expect((await dietitian.tags.list({ kind: 'meal' })).map((t) => t.name)).toEqual([
      'Anti-inflammatory',
      'Halal',
      'vegan',
    ]);
    expect((await dietitian.tags.list({ kind: 'nutrition' })).map((t) => t.name)).toEqual(['Gluten']);
  });

  it('shows the admin every tag of the kind, published or not, whatever its roles', async () => {
    await createTag(database.db, { name: 'Vegan' });
    await createTag(database.db, { name: 'Draft', published: false, roles: [] });
    await createTag(database.db, { name: 'Gluten', kind: 'nutrition' });
    const admin = await callerAs('admin');
    const list = await admin.tags.list({ kind: 'meal' });
    expect(list.map((t) => [t.name, t.published])).toEqual([
      ['Draft', false],
      ['Vegan', true],
    ]);
  });

  it('shows the default tags of SPEC §9 to every role', async () => {
    await createDefaultTags(database.db);
    for (const role of ROLES) {
      const caller = await callerAs(role);
      expect(await caller.tags.list({ kind: 'meal' })).toHaveLength(7);
      // SPEC §9's eighteen, with Peanuts and Sesame among the "contains" tags (issue 29, decision 061).
      expect(await caller.tags.list({ kind: 'nutrition' })).toHaveLength(20);
    }
  });
});

describe('meal and nutrition tags: who may change them', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))(
    'refuses every change to a %s, and changes nothing',
    async (role) => {
      const meal = await createTag(database.db, { name: 'Vegan' });
      const gluten = await createTag(database.db, { name: 'Gluten', kind: 'nutrition' });
      const caller = await callerAs(role);
      const calls = [
        caller.tags.meal.create({ name: 'Halal' }),
        caller.tags.meal.update({ id: meal.id, name: 'Plant based' }),
        caller.tags.meal.delete({ id: meal.id }),
        caller.tags.nutrition.create({ name: 'Soy' }),
        caller.tags.nutrition.update({ id: gluten.id, name: 'Gluten free' }),
        caller.tags.nutrition.delete({ id: gluten.id }),
        caller.tags.nutrition.bulkUpdate({ ids: [gluten.id], changes: { published: false } }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await tagRow(meal.id)).toMatchObject({ name: 'Vegan' });
      expect(await tagRow(gluten.id)).toMatchObject({ name: 'Gluten', published: true });
      expect(await database.db.$count(tags)).toBe(2);
    },
  );
});

describe('tags.meal.create and tags.nutrition.create', () => {
  it('adds a meal tag, published for the default roles, and says "Meal tag added"', async () => {
    const admin = await callerAs('admin');
    const result = await admin.tags.meal.create({ name: '  Low FODMAP  ' });
    expect(result.messageKey).toBe('mealTagAdded');
    expect(messages[result.messageKey]).toBe('Meal tag added');
    expect(await tagRow(result.id)).toMatchObject({
      kind: 'meal',
      name: 'Low FODMAP',
      published: true,
      roles: [...DEFAULT_TAG_ROLES],
      nutritionGroup: null,
      rules: {},
      switchToBool: false,
    });
  });

  it('adds a nutrition tag with its group, roles and rules, and says "Nutrition tag added"', async () => {
    const admin = await callerAs('admin');
    const result = await admin.tags.nutrition.create({
      name: 'High protein',
      published: false,
      roles: ['naturopath', 'member', 'member'],
      nutritionGroup: 'claim',
      rules: highProtein,
    });
    expect(messages[result.messageKey]).toBe('Nutrition tag added');
    expect(await tagRow(result.id)).toMatchObject({
      kind: 'nutrition',
      published: false,
      roles: ['member', 'naturopath'],
      nutritionGroup: 'claim',
      rules: highProtein,
      switchToBool: false,
    });
  });

  it('refuses a name its kind already has with other capitals, but not one the other kind has', async () => {
    const admin = await callerAs('admin');
    await admin.tags.meal.create({ name: 'Vegan' });
    await expect(admin.tags.meal.create({ name: 'VEGAN' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A meal tag with this name already exists.',
    });
    await admin.tags.nutrition.create({ name: 'Dairy' });
    await expect(admin.tags.nutrition.create({ name: 'dairy' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A nutrition tag with this name already exists.',
    });
    await admin.tags.nutrition.create({ name: 'vegan' });
    expect(await database.db.$count(tags)).toBe(3);
  });

  it.each([
    ['a blank name', { name: '  ' }, [['name'], 'Enter the tag name.']],
    [
      'rules on a tag set by hand',
      { name: 'Gluten', switchToBool: true, rules: highProtein },
      [['switchToBool'], 'A tag set by hand has no rules. Remove the rules or let the rules set it.'],
    ],
    [
      'a negative amount',
      { name: 'Low fat', rules: { hundred: { nutrient: 'fat', condition: 'lte', amount: -1 } } },
      [['rules', 'hundred', 'amount'], 'Must be 0 or more.'],
    ],
  ] as const)('refuses %s with the field error', async (_, input, issue) => {
    const admin = await callerAs('admin');
    const refusal = await admin.tags.nutrition.create(input).catch((err: unknown) => err);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    const cause = (refusal as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(ZodError);
    expect((cause as ZodError).issues.map((i) => [i.path, i.message])).toEqual([issue]);
    expect(await database.db.$count(tags)).toBe(0);
  });

  it('puts a new rule tag on the recipes its rules match at once', async () => {
    const lunch = await insertRecipe({ nutritionTags: ['Gluten'] });
    const snack = await insertRecipe({ mealTimes: ['snack'] });
    const lowProtein = await insertRecipe({ servingValues: { ...nutrition, protein: 12 } });
    const admin = await callerAs('admin');
    await admin.tags.nutrition.create({ name: 'High protein', nutritionGroup: 'claim', rules: highProtein });
    expect((await recipeRow(lunch.id)).nutritionTags).toEqual(['Gluten', 'High protein']);
    expect((await recipeRow(snack.id)).nutritionTags).toEqual([]);
    expect((await recipeRow(lowProtein.id)).nutritionTags).toEqual([]);
  });
});

describe('tags.meal.update and tags.nutrition.update', () => {
  it('renames a meal tag in every recipe and user selection that names it, and says "Meal tag updated"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.meal.create({ name: 'Paleo' });
    const recipe = await insertRecipe({
      name: 'Caveman bowl',
      description: 'Meat and roots.',
      tags: ['Vegan', 'Paleo', 'Halal'],
      nutritionTags: ['Paleo'],
      searchText: 'Caveman bowl\nMeat and roots.\nVegan\nPaleo\nHalal',
    });
    const other = await insertRecipe({ tags: ['Vegan'] });
    const { user, caller: member } = await signedIn('member');
    await member.tags.saveSelection({ kind: 'meal', tags: ['Paleo'] });
    // Another kind's selection of the same name is a different tag.
    await database.db
      .insert(userTagSelections)
      .values({ userId: user.id, kind: 'nutrition', tags: ['Paleo'] });

    const result = await admin.tags.meal.update({
      id,
      name: 'Paleo friendly',
      published: true,
      roles: ['member'],
    });
    expect(messages[result.messageKey]).toBe('Meal tag updated');
    expect(await recipeRow(recipe.id)).toMatchObject({
      tags: ['Vegan', 'Paleo friendly', 'Halal'],
      nutritionTags: ['Paleo'],
      updatedAt: recipe.updatedAt,
    });
    // Search reads the new name, not the old one.
    expect((await recipeRow(recipe.id)).searchText).toBe(
      'Caveman bowl\nMeat and roots.\nVegan\nPaleo friendly\nHalal',
    );
    expect((await recipeRow(other.id)).tags).toEqual(['Vegan']);
    expect(await member.tags.mySelection({ kind: 'meal' })).toEqual({
      kind: 'meal',
      tags: ['Paleo friendly'],
    });
    const selections = await database.db
      .select({ kind: userTagSelections.kind, tags: userTagSelections.tags })
      .from(userTagSelections)
      .orderBy(userTagSelections.kind);
    expect(selections).toEqual([
      { kind: 'meal', tags: ['Paleo friendly'] },
      { kind: 'nutrition', tags: ['Paleo'] },
    ]);
  });

  it('renames a nutrition tag in recipes, foods and selections, and says "Nutrition tag updated"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.nutrition.create({
      name: 'Nut',
      nutritionGroup: 'contains',
      switchToBool: true,
    });
    const recipe = await insertRecipe({ tags: ['Nut'], nutritionTags: ['Dairy', 'Nut'] });
    const food = await createFood(database.db, { tags: ['Nut', 'Soy'] });
    const { caller: dietitian } = await signedIn('dietitian');
    await dietitian.tags.saveSelection({ kind: 'nutrition', tags: ['Nut'] });

    const result = await admin.tags.nutrition.update({
      id,
      name: 'Nuts',
      nutritionGroup: 'contains',
      switchToBool: true,
    });
    expect(messages[result.messageKey]).toBe('Nutrition tag updated');
    expect(await recipeRow(recipe.id)).toMatchObject({ tags: ['Nut'], nutritionTags: ['Dairy', 'Nuts'] });
    const [foodRow] = await database.db.select({ tags: foods.tags }).from(foods).where(eq(foods.id, food.id));
    expect(foodRow!.tags).toEqual(['Nuts', 'Soy']);
    expect((await dietitian.tags.mySelection({ kind: 'nutrition' })).tags).toEqual(['Nuts']);
  });

  it('lets a tag change only its capitals, and refuses another tag’s name', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.meal.create({ name: 'vegan' });
    await admin.tags.meal.create({ name: 'Halal' });
    const recipe = await insertRecipe({ tags: ['vegan'] });
    await admin.tags.meal.update({ id, name: 'Vegan' });
    expect((await recipeRow(recipe.id)).tags).toEqual(['Vegan']);
    await expect(admin.tags.meal.update({ id, name: 'HALAL' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.mealTagNameTaken,
    });
    expect(await tagRow(id)).toMatchObject({ name: 'Vegan' });
    expect((await recipeRow(recipe.id)).tags).toEqual(['Vegan']);
  });

  it('answers "Tag not found." for an unknown id, or a tag of the other kind', async () => {
    const admin = await callerAs('admin');
    const gluten = await createTag(database.db, { name: 'Gluten', kind: 'nutrition' });
    for (const id of [crypto.randomUUID(), gluten.id]) {
      await expect(admin.tags.meal.update({ id, name: 'Vegan' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.tagNotFound,
      });
      await expect(admin.tags.meal.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await tagRow(gluten.id)).toMatchObject({ name: 'Gluten' });
  });

  it('re-checks every recipe against changed rules, leaving hand-set tags alone', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.nutrition.create({ name: 'High protein', rules: highProtein });
    const strong = await insertRecipe({
      nutritionTags: ['Gluten'],
      servingValues: { ...nutrition, protein: 30 },
    });
    const medium = await insertRecipe({ nutritionTags: ['High protein', 'Gluten'] });
    const snack = await insertRecipe({
      mealTimes: ['snack'],
      nutritionTags: [],
      servingValuesPerHundredGram: { ...nutrition, protein: 12 },
    });

    await admin.tags.nutrition.update({
      id,
      name: 'High protein',
      rules: {
        main: { nutrient: 'protein', condition: 'gte', amount: 25 },
        hundred: { nutrient: 'protein', condition: 'gte', amount: 10 },
      },
    });
    expect((await recipeRow(strong.id)).nutritionTags).toEqual(['Gluten', 'High protein']);
    expect((await recipeRow(medium.id)).nutritionTags).toEqual(['Gluten']);
    expect((await recipeRow(snack.id)).nutritionTags).toEqual(['High protein']);

    // Set by hand from now on: recipes keep what they have, and the rules are gone.
    await admin.tags.nutrition.update({ id, name: 'High protein', switchToBool: true });
    expect((await recipeRow(strong.id)).nutritionTags).toEqual(['Gluten', 'High protein']);
    expect((await recipeRow(medium.id)).nutritionTags).toEqual(['Gluten']);
    expect(await tagRow(id)).toMatchObject({ switchToBool: true, rules: {} });
  });

  it('re-checks recipes in pages, past the first BULK_CHUNK_SIZE of them', async () => {
    await database.db.insert(recipes).values(
      Array.from({ length: BULK_CHUNK_SIZE + 5 }, (_, i) => ({
        name: `Recipe ${i}`,
        mealTimes: ['dinner'],
        servingValues: nutrition,
      })),
    );
    const admin = await callerAs('admin');
    await admin.tags.nutrition.create({ name: 'High protein', rules: highProtein });
    const tagged = await database.db.$count(recipes, eq(recipes.nutritionTags, ['High protein']));
    expect(tagged).toBe(BULK_CHUNK_SIZE + 5);
  });
});

describe('tags.meal.delete and tags.nutrition.delete', () => {
  it('deletes a meal tag and takes it off recipes and selections, saying "Meal tag deleted"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.meal.create({ name: 'Halal' });
    const recipe = await insertRecipe({ tags: ['Vegan', 'Halal'], nutritionTags: ['Halal'] });
    const { caller: member } = await signedIn('member');
    await member.tags.saveSelection({ kind: 'meal', tags: ['Halal'] });

    const result = await admin.tags.meal.delete({ id });
    expect(messages[result.messageKey]).toBe('Meal tag deleted');
    expect(await tagRow(id)).toBeUndefined();
    expect(await recipeRow(recipe.id)).toMatchObject({ tags: ['Vegan'], nutritionTags: ['Halal'] });
    const [selection] = await database.db.select().from(userTagSelections);
    expect(selection!.tags).toEqual([]);
    await expect(admin.tags.meal.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.tagNotFound,
    });
  });

  it('deletes a nutrition tag and takes it off recipes and foods, saying "Nutrition tag deleted"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.tags.nutrition.create({ name: 'Soy', switchToBool: true });
    const recipe = await insertRecipe({ nutritionTags: ['Soy', 'Dairy'] });
    const food = await createFood(database.db, { tags: ['Soy'] });
    const result = await admin.tags.nutrition.delete({ id });
    expect(messages[result.messageKey]).toBe('Nutrition tag deleted');
    expect((await recipeRow(recipe.id)).nutritionTags).toEqual(['Dairy']);
    const [foodRow] = await database.db.select({ tags: foods.tags }).from(foods).where(eq(foods.id, food.id));
    expect(foodRow!.tags).toEqual([]);
  });
});

describe('tags.nutrition.bulkUpdate', () => {
  it('unpublishes more than one chunk of nutrition tags and says "Nutrition tags udpated."', async () => {
    const count = BULK_CHUNK_SIZE + 10;
    const rows = await database.db
      .insert(tags)
      .values(
        Array.from({ length: count }, (_, i) => ({
          kind: 'nutrition' as const,
          name: `Tag ${i}`,
          roles: [...DEFAULT_TAG_ROLES],
        })),
      )
      .returning({ id: tags.id });
    const meal = await createTag(database.db, { name: 'Vegan' });
    const admin = await callerAs('admin');
    const result = await admin.tags.nutrition.bulkUpdate({
      ids: [...rows.map((r) => r.id), meal.id],
      changes: { published: false },
    });
    expect(result).toEqual({ count, messageKey: 'nutritionTagsUpdated' });
    expect(messages[result.messageKey]).toBe('Nutrition tags udpated.');
    expect(await database.db.$count(tags, eq(tags.published, false))).toBe(count);
    expect((await tagRow(meal.id))?.published).toBe(true);
  });

  it('sets the roles of the chosen tags, which then decide who sees them', async () => {
    const gluten = await createTag(database.db, { kind: 'nutrition', name: 'Gluten' });
    const soy = await createTag(database.db, { kind: 'nutrition', name: 'Soy' });
    const admin = await callerAs('admin');
    await admin.tags.nutrition.bulkUpdate({ ids: [gluten.id], changes: { roles: ['dietitian'] } });
    const member = await callerAs('member');
    expect((await member.tags.list({ kind: 'nutrition' })).map((t) => t.name)).toEqual(['Soy']);
    const dietitian = await callerAs('dietitian');
    expect((await dietitian.tags.list({ kind: 'nutrition' })).map((t) => t.name)).toEqual(['Gluten', 'Soy']);
    expect(await tagRow(soy.id)).toMatchObject({ roles: [...DEFAULT_TAG_ROLES] });
  });
});
