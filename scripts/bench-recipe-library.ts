// The generated recipe library the `npm run bench:*` scripts share: 100,000 recipes with names, meal times,
// tags and energy spread as a large catalogue's would be, the same on every run.
import { sql } from 'drizzle-orm';
import { NUTRIENT_KEYS } from '../src/shared/nutrition/nutrients.ts';
import { RECIPE_MEAL_TIMES } from '../src/shared/schemas/recipes.ts';
import { DEFAULT_MEAL_TAGS, DEFAULT_NUTRITION_TAGS } from '../src/shared/schemas/tags.ts';
import type { Database } from '../src/server/db/client.ts';
import { recipes } from '../src/server/db/schema/index.ts';

export const RECIPE_COUNT = 100_000;

/** A seeded random source, so every run builds the same recipes and asks the same questions. */
export function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    some: <T>(items: readonly T[], count: number): T[] =>
      [...items].sort(() => next() - 0.5).slice(0, Math.max(0, count)),
  };
}
export type Random = ReturnType<typeof randomSource>;

const words = (text: string) => text.split(' | ');
export const FLAVOURS = words(
  'lemon | garlic | ginger | chilli | honey | miso | teriyaki | pesto | harissa | smoky | herbed | coconut | ' +
    'sesame | lime | peanut | maple | tandoori | cajun | balsamic | rosemary | za’atar | sumac | turmeric',
);
export const MAINS = words(
  'chicken | beef | lamb | pork | salmon | tuna | prawn | tofu | tempeh | lentil | chickpea | egg | turkey | ' +
    'barramundi | mushroom | halloumi | black bean | kangaroo | snapper | ricotta',
);
export const DISHES = words(
  'curry | stir-fry | salad | soup | bowl | wrap | traybake | pasta | risotto | tacos | burger | skewers | ' +
    'stew | frittata | porridge | smoothie | muffins | slice | pudding | omelette | noodles | pie | fritters',
);
const SIDES = words(
  'brown rice | quinoa | greens | roast vegetables | sweet potato | couscous | soba noodles | slaw | avocado | ' +
    'flatbread | pumpkin | cauliflower rice | broccolini | green beans | baby spinach | barley',
);
const VEGETABLES = words(
  'carrot | zucchini | capsicum | onion | tomato | kale | cabbage | corn | peas | eggplant | celery | leek',
);
const NUTRITION_TAGS = [...DEFAULT_NUTRITION_TAGS.contains, ...DEFAULT_NUTRITION_TAGS.moderateToHigh];

function generateRecipe(random: Random, index: number): typeof recipes.$inferInsert {
  const main = random.pick(MAINS);
  const dish = random.pick(DISHES);
  const side = random.pick(SIDES);
  const name = `${random.pick(FLAVOURS)} ${main} ${dish} with ${side}`.replace(/^./, (c) => c.toUpperCase());
  const vegetables = random.some(VEGETABLES, 2 + random.int(3));
  const tags = random.some(DEFAULT_MEAL_TAGS, random.int(3));
  const energyKj = 300 + random.int(3_200);
  const at = new Date(Date.UTC(2026, 0, 1) + index * 300_000 + random.int(300_000));
  const roll = random.next();
  return {
    name,
    description: `A ${dish} of ${main} and ${vegetables.join(', ')}, served with ${side}.`,
    mealTimes: random.some(RECIPE_MEAL_TIMES, 1 + random.int(2)),
    methods: ['Prepare the ingredients.', 'Cook and serve.'],
    tags,
    nutritionTags: random.some(NUTRITION_TAGS, random.int(3)),
    numberOfServes: 1 + random.int(6),
    servingValues: Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, key === 'energyKj' ? energyKj : random.int(40)]),
    ) as Record<(typeof NUTRIENT_KEYS)[number], number>,
    energyKjPerServe: energyKj,
    totalGrams: 200 + random.int(1_500),
    status: roll < 0.05 ? 'pending' : 'published',
    isPrivate: roll > 0.9,
    searchText: [name, `${main} ${side} ${vegetables.join(' ')}`, ...tags].join('\n'),
    createdAt: at,
    updatedAt: at,
  };
}

/** Inserts the library, in batches, and leaves the table analysed as autovacuum would. */
export async function insertRecipes(db: Database, random: Random): Promise<(typeof recipes.$inferInsert)[]> {
  const all: (typeof recipes.$inferInsert)[] = [];
  for (let start = 0; start < RECIPE_COUNT; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, RECIPE_COUNT - start) }, (_, i) =>
      generateRecipe(random, start + i),
    );
    await db.insert(recipes).values(batch);
    all.push(...batch);
  }
  // What autovacuum does soon after a bulk load: planner statistics, and the GIN pending lists merged.
  await db.execute(sql`vacuum analyze recipes`);
  return all;
}
