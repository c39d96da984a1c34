import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { foods } from '../../db/schema/index.ts';
import { loadSr28Foods } from '../food-imports/sr28-demo-foods.ts';

/**
 * The recipe builder's food search over the 8,789 SR28 demo foods, ranked as a dietitian adding an
 * ingredient expects: the plain, whole food first, not rice crackers for "rice" or breaded tenders for
 * "chicken breast". Each search names the first result a dietitian would pick (any of a few equally
 * plain foods where SR28 has several: "Rice, brown, long-grain, raw" and "Rice, white, ..., raw").
 */
const FIRST_RESULT: readonly [query: string, expected: RegExp][] = [
  ['rice', /^Rice, (white|brown), [\w-]+, (regular, )?raw/],
  ['chicken breast', /^Chicken, broilers? or fryers, breast, .*raw$/],
  ['lemon', /^Lemons, raw/],
  ['milk', /^Milk, (whole|reduced fat|lowfat|nonfat)/],
  ['egg', /^Egg, whole, raw, fresh$/],
  ['oats', /^(Oats|Cereals, oats, regular and quick)/],
  ['banana', /^Bananas, raw$/],
  ['apple', /^Apples, raw/],
  ['potato', /^Potatoes, (white, |russet, |red, )?flesh and skin, raw$/],
  ['carrot', /^Carrots, raw$/],
  ['onion', /^Onions, raw$/],
  ['garlic', /^Garlic, raw$/],
  ['tomato', /^Tomatoes, red, ripe, raw/],
  ['broccoli', /^Broccoli, raw$/],
  ['spinach', /^Spinach, raw$/],
  ['salmon', /^Fish, salmon, [\w ]+, (wild, |farmed, )?raw$/],
  ['tuna', /^Fish, tuna, fresh, \w+, raw$/],
  ['ground beef', /^Beef, (grass-fed, )?ground, .*raw$/],
  ['butter', /^Butter, (salted|without salt)$/],
  ['cheddar', /^Cheese, cheddar$/],
  ['yogurt', /^Yogurt, (Greek, )?plain/],
  ['avocado', /^Avocados, raw/],
  ['almonds', /^Nuts, almonds$/],
  ['peanut butter', /^Peanut butter, /],
  ['honey', /^Honey$/],
  ['lentils', /^Lentils, (pink or red, )?raw$/],
  ['chickpeas', /^Chickpeas .*mature seeds, raw$/],
  ['orange', /^Oranges, raw/],
  ['strawberries', /^Strawberries, raw$/],
  ['blueberries', /^Blueberries, raw$/],
  ['sweet potato', /^Sweet potato, raw/],
  ['cod', /^Fish, cod, (Atlantic|Pacific), raw/],
  ['pear', /^Pears, raw/],
  ['mango', /^Mangos, raw$/],
  ['pineapple', /^Pineapple, raw/],
  ['cinnamon', /^Spices, cinnamon, ground$/],
  ['ginger', /^Ginger root, raw$/],
  ['parsley', /^Parsley, fresh$/],
  ['walnuts', /^Nuts, walnuts, english$/],
  ['cashews', /^Nuts, cashew nuts, raw$/],
  ['turkey', /^Turkey, whole, meat only, raw$/],
  ['shrimp', /^Crustaceans, shrimp, .*raw/],
  ['cottage cheese', /^Cheese, cottage, (lowfat|creamed|nonfat)/],
  ['parmesan', /^Cheese, parmesan, (hard|grated)$/],
  ['maple syrup', /^Syrups, maple$/],
  ['orange juice', /^Orange juice, raw$/],
  ['water', /^(Water, bottled, generic|Beverages, water, tap)/],
  ['coffee', /^Beverages, coffee, brewed/],
  ['peas', /^Peas, green, raw$/],
  ['corn', /^Corn, sweet, (white|yellow), raw$/],
  ['kidney beans', /^Beans, kidney, (red|all types), mature seeds, raw$/],
  ['cucumber', /^Cucumber, (peeled|with peel), raw$/],
  ['white rice', /^Rice, white, .*raw/],
  ['brown rice', /^Rice, brown, .*raw$/],
  ['sunflower seeds', /^Seeds, sunflower seed kernels, dried$/],
  ['tofu', /^Tofu, raw, (firm|regular)/],
  ['cauliflower', /^Cauliflower, raw$/],
  // Australian words SR28 names otherwise (food-synonyms.ts).
  ['capsicum', /^Peppers, sweet, (red|green|yellow), raw$/],
  ['prawns', /^Crustaceans, shrimp, raw/],
  ['beef mince', /^Beef, (grass-fed, )?ground, .*raw$/],
  ['zucchini', /^Squash, (summer, )?zucchini, .*raw$/],
  ['beetroot', /^Beets, raw$/],
];

let database: TestDatabase;
let services: TestServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
  await loadSr28Foods(database.db);
}, 120_000);
afterAll(async () => {
  await services.close();
  await database.close();
});

async function dietitian() {
  const user = await createUser(database.db, { role: 'dietitian' });
  return { user, caller: callerFor(services, actorOf(user)) };
}

async function firstNames(caller: Awaited<ReturnType<typeof dietitian>>['caller'], query: string, count = 1) {
  return (await caller.foods.search({ query, limit: count })).map((food) => food.name);
}

describe('food search ranking over the SR28 demo foods', () => {
  it(
    `puts the food a dietitian would pick first for ${FIRST_RESULT.length} common searches`,
    { timeout: 180_000 },
    async () => {
      const { caller } = await dietitian();
      const misses: string[] = [];
      for (const [query, expected] of FIRST_RESULT) {
        const [first] = await firstNames(caller, query);
        if (!first || !expected.test(first)) misses.push(`"${query}" gave "${first ?? 'nothing'}"`);
      }
      expect(misses).toEqual([]);
    },
  );

  it('keeps made-from foods and longer words below the plain food: rice crackers, eggplant, lemon peel', async () => {
    const { caller } = await dietitian();
    const rice = await firstNames(caller, 'rice', 5);
    expect(rice.some((name) => /crackers|bran|flour|noodles/i.test(name))).toBe(false);
    const egg = await firstNames(caller, 'egg', 5);
    expect(egg.some((name) => /eggplant|eggnog/i.test(name))).toBe(false);
    expect(await firstNames(caller, 'lemon peel')).toEqual(['Lemon peel, raw']);
    expect(await firstNames(caller, 'rice flour', 1)).toEqual([expect.stringMatching(/^Rice flour/)]);
  });

  it("puts the foods this user has cooked with first, then foods the published catalogue uses, never another user's private recipes", async () => {
    const { user, caller } = await dietitian();
    const [green] = await database.db.select().from(foods).where(eq(foods.name, 'Tomatoes, green, raw'));
    expect((await firstNames(caller, 'tomato'))[0]).not.toBe('Tomatoes, green, raw');
    await createRecipe(database.db, { userId: user.id, status: 'pending', isPrivate: true }, [
      { food: green! },
    ]);
    expect(await firstNames(caller, 'tomato')).toEqual(['Tomatoes, green, raw']);

    const other = await dietitian();
    const [yellow] = await database.db.select().from(foods).where(eq(foods.name, 'Tomatoes, yellow, raw'));
    expect(await firstNames(other.caller, 'tomato')).not.toEqual(['Tomatoes, green, raw']);
    await createRecipe(database.db, { status: 'published' }, [{ food: yellow! }]);
    expect(await firstNames(other.caller, 'tomato')).toEqual(['Tomatoes, yellow, raw']);
    expect(await firstNames(caller, 'tomato', 2)).toEqual(['Tomatoes, green, raw', 'Tomatoes, yellow, raw']);
  });

  it('finds a food by its Australian word as typed when one has it (AFCD), before the SR28 synonym', async () => {
    const { caller } = await dietitian();
    expect(await firstNames(caller, 'capsicum')).toEqual([expect.stringMatching(/^Peppers, sweet/)]);
    await createFood(database.db, { name: 'Capsicum, red, raw', status: 'published' });
    expect(await firstNames(caller, 'capsicum')).toEqual(['Capsicum, red, raw']);
  });
});
