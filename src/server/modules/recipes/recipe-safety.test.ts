import { and, eq, inArray } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { messageText } from '../../../shared/messages.ts';
import type { RecipeInput } from '../../../shared/schemas/recipes.ts';
import { foods, recipeIngredients, recipes } from '../../db/schema/index.ts';
import { loadSr28Foods } from '../food-imports/sr28-demo-foods.ts';
import { FOOD_SOURCES } from '../food-imports/write-foods.ts';
import { refreshRecipeTagsForFoods } from './derived-tags.ts';
import { createImportedRecipe } from './save-recipe.ts';

/**
 * Recipes made of real SR28 foods, loaded through the importer that classifies them (the food rule table):
 * each recipe's derived "contains" tags, meal tags its foods contradict refused, derived tags kept, and
 * recipes following a food's tags (issue 29, decision 063).
 */
let database: TestDatabase;
let services: TestServices;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
  await resetDatabase(database.db);
  await loadSr28Foods(database.db);
}, 600_000);
afterAll(async () => {
  await services?.close();
  await database?.close();
});

/** SR28 foods by NDB number. */
const SR28 = {
  salmon: '15236',
  egg: '01123',
  greekYoghurt: '01256',
  soySauce: '16123',
  tamari: '16124',
  almondMilk: '14091',
  banana: '09040',
  oats: '08120',
  tofu: '16426',
  rice: '20045',
  spinach: '11457',
  peanutButter: '16398',
  wholeWheatBread: '18075',
  hummus: '16158',
  tahini: '12166',
  lettuce: '11251',
  tuna: '15121',
  pasta: '20121',
  oliveOil: '04053',
  shrimp: '15270',
  mussel: '15164',
  butter: '01001',
  cheddar: '01009',
  eggNoodles: '20310',
  beef: '23567',
  onion: '11282',
  walnuts: '12155',
  almonds: '12061',
  cashews: '12087',
  honey: '19296',
  lentils: '16070',
  chickpeas: '16057',
  tomato: '11529',
  quinoa: '20137',
  ham: '07029',
  soymilk: '16120',
  sesameSeeds: '12023',
  avocado: '09037',
  chickenBreast: '05057',
  redWine: '14096',
  cream: '01053',
  beer: '14003',
} as const;
type Sr28Food = keyof typeof SR28;

async function sr28(...names: Sr28Food[]): Promise<{ id: string; name: string }[]> {
  const rows = await db()
    .select({ id: foods.id, name: foods.name, key: foods.sourceKey })
    .from(foods)
    .where(
      and(
        eq(foods.src, FOOD_SOURCES.sr28),
        inArray(
          foods.sourceKey,
          names.map((name) => SR28[name]),
        ),
      ),
    );
  return names.map((name) => {
    const row = rows.find((r) => r.key === SR28[name]);
    if (!row) throw new Error(`SR28 ${SR28[name]} (${name}) is not loaded`);
    return row;
  });
}

async function cook(role: 'admin' | 'dietitian' = 'dietitian') {
  const user = await createUser(db(), { role });
  return { user, caller: callerFor(services, actorOf(user)) };
}

async function input(
  name: string,
  names: Sr28Food[],
  overrides: Partial<RecipeInput> = {},
): Promise<RecipeInput> {
  const found = await sr28(...names);
  return {
    name,
    description: '',
    mealTimes: ['lunch'],
    methods: ['Cook.'],
    tags: [],
    nutritionTags: [],
    numberOfServes: 2,
    ingredients: found.map((food) => ({ foodId: food.id, quantity: 50 })),
    ...overrides,
  };
}

async function stored(id: string) {
  const [row] = await db().select().from(recipes).where(eq(recipes.id, id));
  return row!;
}

/** The field errors a refused save reports. */
async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const out: Record<string, string[]> = {};
  for (const issue of (error as { cause: ZodError }).cause.issues) {
    (out[issue.path.join('.')] ??= []).push(issue.message);
  }
  return out;
}

const RECIPES: { name: string; foods: Sr28Food[]; tags: string[]; derived: string[] }[] = [
  {
    name: 'Salmon with egg and yoghurt',
    foods: ['salmon', 'egg', 'greekYoghurt'],
    tags: ['Pescatarian'],
    derived: ['Dairy', 'Egg', 'Seafood'],
  },
  {
    name: 'Tofu rice with soy sauce',
    foods: ['tofu', 'soySauce', 'rice'],
    tags: ['Vegan'],
    derived: ['Gluten', 'Wheat', 'Soy'],
  },
  {
    name: 'Banana oats with almond milk',
    foods: ['almondMilk', 'banana', 'oats'],
    tags: ['Vegan'],
    derived: ['Gluten', 'Nuts'],
  },
  { name: 'Tamari tofu', foods: ['tamari', 'tofu', 'spinach'], tags: ['Vegan'], derived: ['Soy'] },
  {
    name: 'Peanut butter toast',
    foods: ['peanutButter', 'wholeWheatBread'],
    tags: ['Vegan', 'Halal'],
    derived: ['Gluten', 'Wheat', 'Peanuts'],
  },
  {
    name: 'Hummus lettuce cups',
    foods: ['hummus', 'tahini', 'lettuce'],
    tags: ['Vegan'],
    derived: ['Sesame'],
  },
  {
    name: 'Tuna pasta',
    foods: ['tuna', 'pasta', 'oliveOil'],
    tags: ['Pescatarian'],
    derived: ['Gluten', 'Wheat', 'Seafood'],
  },
  {
    name: 'Shrimp and mussel rice',
    foods: ['shrimp', 'mussel', 'rice'],
    tags: ['Pescatarian', 'Halal'],
    derived: ['Seafood'],
  },
  {
    name: 'Cheese on toast',
    foods: ['butter', 'cheddar', 'wholeWheatBread'],
    tags: ['Vegetarian'],
    derived: ['Gluten', 'Wheat', 'Dairy'],
  },
  {
    name: 'Beef egg noodles',
    foods: ['eggNoodles', 'beef', 'onion'],
    tags: ['Halal'],
    derived: ['Gluten', 'Wheat', 'Egg'],
  },
  {
    name: 'Honey nut mix',
    foods: ['walnuts', 'almonds', 'cashews', 'honey'],
    tags: ['Vegetarian', 'Paleo friendly'],
    derived: ['Nuts'],
  },
  {
    name: 'Lentil and chickpea quinoa',
    foods: ['lentils', 'chickpeas', 'tomato', 'quinoa'],
    tags: ['Vegan'],
    derived: [],
  },
  {
    name: 'Ham and cheese sandwich',
    foods: ['ham', 'cheddar', 'wholeWheatBread'],
    tags: [],
    derived: ['Gluten', 'Wheat', 'Dairy'],
  },
  {
    name: 'Sesame soy porridge',
    foods: ['soymilk', 'oats', 'sesameSeeds'],
    tags: ['Vegan'],
    derived: ['Gluten', 'Soy', 'Sesame'],
  },
  {
    name: 'Avocado spinach salad',
    foods: ['avocado', 'spinach', 'tomato', 'oliveOil'],
    tags: ['Vegan', 'Paleo friendly'],
    derived: [],
  },
  {
    name: 'Chicken in red wine and cream',
    foods: ['chickenBreast', 'redWine', 'cream'],
    tags: [],
    derived: ['Dairy'],
  },
  { name: 'Beef in beer', foods: ['beer', 'beef'], tags: [], derived: ['Gluten', 'Wheat'] },
];

describe("a recipe's contains tags come from its SR28 foods", () => {
  it(`derives the exact tags of ${RECIPES.length} recipes, kept within their nutrition tags`, async () => {
    const { caller } = await cook();
    for (const recipe of RECIPES) {
      const { id } = await caller.recipes.create(
        await input(recipe.name, recipe.foods, { tags: recipe.tags }),
      );
      const row = await stored(id);
      expect({ name: recipe.name, derived: row.derivedTags }).toEqual({
        name: recipe.name,
        derived: recipe.derived,
      });
      expect(row.nutritionTags).toEqual(expect.arrayContaining(recipe.derived));
      expect(row.tags).toEqual(recipe.tags);
    }
  }, 120_000);

  it('names the foods each derived tag comes from, on the recipe page', async () => {
    const { caller } = await cook();
    const { id } = await caller.recipes.create(
      await input('Salmon bowl', ['salmon', 'egg', 'greekYoghurt', 'almondMilk']),
    );
    const recipe = await caller.recipes.get({ id });
    const [salmon, egg, yoghurt, almondMilk] = await sr28('salmon', 'egg', 'greekYoghurt', 'almondMilk');
    expect(recipe.derivedTags).toEqual(['Dairy', 'Egg', 'Nuts', 'Seafood']);
    expect(recipe.derivedTagSources).toEqual({
      Dairy: [yoghurt!.name],
      Egg: [egg!.name],
      Nuts: [almondMilk!.name],
      Seafood: [salmon!.name],
    });
    expect(recipe.dietConflicts).toEqual([]);
  });
});

describe('meal tags that contradict the foods', () => {
  const cases: { tags: string[]; foods: Sr28Food[]; food: Sr28Food; reason: string }[] = [
    { tags: ['Vegetarian'], foods: ['chickenBreast', 'rice'], food: 'chickenBreast', reason: 'meat' },
    { tags: ['Halal'], foods: ['ham', 'wholeWheatBread'], food: 'ham', reason: 'pork' },
    { tags: ['Vegetarian'], foods: ['salmon', 'spinach'], food: 'salmon', reason: 'fish' },
    { tags: ['Vegan'], foods: ['cheddar', 'tomato'], food: 'cheddar', reason: 'an animal product' },
    { tags: ['Halal'], foods: ['beef', 'redWine'], food: 'redWine', reason: 'alcohol' },
  ];
  for (const { tags, foods: names, food, reason } of cases) {
    it(`refuses ${tags.join(', ')} with ${food}, naming the food, and saves nothing`, async () => {
      const { caller } = await cook();
      const before = await db().$count(recipes);
      const [named] = await sr28(food);
      const errors = await refusal(caller.recipes.create(await input('Refused', names, { tags })));
      expect(errors).toEqual({ tags: [`${tags[0]}: ${named!.name} is ${reason}.`] });
      expect(await db().$count(recipes)).toBe(before);
    });
  }

  it('refuses an edit or a customisation that would make a recipe contradict its foods', async () => {
    const { caller } = await cook('admin');
    const { id } = await caller.recipes.create(
      await input('Chicken rice', ['chickenBreast', 'rice'], { tags: ['Halal'] }),
    );
    const before = await stored(id);
    const [chicken] = await sr28('chickenBreast');
    const message = `Vegetarian: ${chicken!.name} is meat.`;
    const changed = { ...(await input('Chicken rice', ['chickenBreast', 'rice'])), tags: ['Vegetarian'] };
    expect(await refusal(caller.recipes.update({ ...changed, id }))).toEqual({ tags: [message] });
    expect(await stored(id)).toEqual(before);
    const count = await db().$count(recipes);
    expect(await refusal(caller.recipes.customize({ ...changed, id }))).toEqual({ tags: [message] });
    expect(await db().$count(recipes)).toBe(count);
  });

  it('keeps an imported recipe that contradicts its foods, in error, with what to fix', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const values = await input('Imported chicken', ['chickenBreast'], { tags: ['Vegetarian'] });
    const [chicken] = await sr28('chickenBreast');
    const { id, status } = await createImportedRecipe(
      { db: db(), actor: actorOf(admin) },
      {
        ...values,
        description: '',
        video: '',
        categoryId: null,
        photoKey: null,
        mealTimes: ['lunch'],
        methods: ['Cook.'],
        tags: ['Vegetarian'],
        nutritionTags: [],
        numberOfServes: 2,
        ingredients: values.ingredients.map((i) => ({ ...i, portionId: null, measure: null })),
      },
      [],
    );
    expect(status).toBe('error');
    expect((await stored(id)).errors).toEqual([`Vegetarian: ${chicken!.name} is meat.`]);
  });
});

describe('derived tags a person cannot remove', () => {
  it('re-adds a derived tag left out, keeps a hand-set one, and drops one no longer derived', async () => {
    const { caller } = await cook();
    const first = await input('Breakfast plate', ['salmon', 'egg', 'greekYoghurt'], {
      nutritionTags: ['Sesame'],
    });
    const { id } = await caller.recipes.create(first);
    expect(await stored(id)).toMatchObject({
      derivedTags: ['Dairy', 'Egg', 'Seafood'],
      nutritionTags: expect.arrayContaining(['Sesame', 'Dairy', 'Egg', 'Seafood']),
    });

    // The editor sends no nutrition tags at all: the derived ones stay, the hand-set Sesame goes.
    await caller.recipes.update({ ...first, id, nutritionTags: [] });
    const row = await stored(id);
    expect(row.derivedTags).toEqual(['Dairy', 'Egg', 'Seafood']);
    expect([...row.nutritionTags].sort()).toEqual(['Dairy', 'Egg', 'Seafood']);

    // The egg is taken out; Nuts is added by hand: Egg leaves with its food, Nuts stays.
    const withoutEgg = await input('Breakfast plate', ['salmon', 'greekYoghurt'], {
      nutritionTags: ['Dairy', 'Egg', 'Seafood', 'Nuts'],
    });
    await caller.recipes.update({ ...withoutEgg, id });
    const after = await stored(id);
    expect(after.derivedTags).toEqual(['Dairy', 'Seafood']);
    expect([...after.nutritionTags].sort()).toEqual(['Dairy', 'Nuts', 'Seafood']);
  });

  it('gives a customised copy the tags of its own foods', async () => {
    const { caller } = await cook();
    const original = await input('Oat bowl', ['oats', 'banana', 'almondMilk']);
    const { id } = await caller.recipes.create(original);
    const copy = await caller.recipes.customize({
      ...(await input('Oat bowl', ['oats', 'banana', 'greekYoghurt'])),
      nutritionTags: ['Gluten', 'Nuts'],
      id,
    });
    const row = await stored(copy.id);
    expect(row.derivedTags).toEqual(['Gluten', 'Dairy']);
    expect([...row.nutritionTags].sort()).toEqual(['Dairy', 'Gluten']);
  });
});

describe('recipes follow their foods', () => {
  it("refreshRecipeTagsForFoods brings a recipe's tags up to date after a food's tags change", async () => {
    const { caller } = await cook();
    const bananaRecipe = await caller.recipes.create(await input('Banana smoothie', ['banana', 'oats']));
    const other = await caller.recipes.create(await input('Plain rice', ['rice']));
    const [banana] = await sr28('banana');
    const before = await stored(other.id);
    await db()
      .update(foods)
      .set({ tags: ['Sesame'], tagsSetBy: 'person' })
      .where(eq(foods.id, banana!.id));
    try {
      // Every recipe with the banana changes (earlier tests made some), and only those.
      const withBanana = await db().$count(recipeIngredients, eq(recipeIngredients.foodId, banana!.id));
      expect(await refreshRecipeTagsForFoods(db(), [banana!.id])).toBe(withBanana);
      expect(await stored(bananaRecipe.id)).toMatchObject({
        derivedTags: ['Gluten', 'Sesame'],
        nutritionTags: expect.arrayContaining(['Gluten', 'Sesame']),
      });
      expect(await stored(other.id)).toEqual(before);
    } finally {
      await db().update(foods).set({ tags: [], tagsSetBy: 'rules' }).where(eq(foods.id, banana!.id));
    }
    expect(await refreshRecipeTagsForFoods(db(), 'all')).toBeGreaterThanOrEqual(1);
    const row = await stored(bananaRecipe.id);
    expect(row.derivedTags).toEqual(['Gluten']);
    expect(row.nutritionTags).not.toContain('Sesame');
  });
});

describe('moderation', () => {
  it('shows a conflict a stored recipe got from a food changed later, and refuses to approve it', async () => {
    const { caller } = await cook();
    const stock = await createFood(db(), { name: 'Vegetable stock', dietFlags: [] });
    const [rice] = await sr28('rice');
    const { id } = await caller.recipes.create({
      ...(await input('Risotto', ['rice'], { tags: ['Vegetarian'] })),
      ingredients: [
        { foodId: rice!.id, quantity: 80 },
        { foodId: stock.id, quantity: 200 },
      ],
    });
    // The stock turns out to be made from chicken.
    await db()
      .update(foods)
      .set({ dietFlags: ['meat', 'animal'] })
      .where(eq(foods.id, stock.id));

    const { caller: admin } = await cook('admin');
    const recipe = await admin.recipes.get({ id });
    expect(recipe.dietConflicts).toEqual(['Vegetarian: Vegetable stock is meat.']);
    await expect(admin.recipes.approve({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messageText('recipeDietConflict', { conflicts: 'Vegetarian: Vegetable stock is meat.' }),
    });
    expect((await stored(id)).status).toBe('pending');

    // Fixed by taking the tag off: approved.
    await admin.recipes.update({ ...(await input('Risotto', ['rice'])), id });
    await admin.recipes.approve({ id });
    expect((await stored(id)).status).toBe('published');
  });
});
