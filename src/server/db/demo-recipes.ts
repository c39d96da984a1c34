import type { RecipeMealTime } from '../../shared/schemas/recipes.ts';
import { DEFAULT_MEAL_TAGS, DEFAULT_NUTRITION_TAGS } from '../../shared/schemas/tags.ts';

/**
 * The demo recipe catalogue the embedded default seeds at its first start, so a new installation has
 * published recipes to browse, filter and plan with. The recipes were written for this project; every
 * ingredient is a USDA SR28 food (the demo food set), named by its NDB number, in grams.
 *
 * Tags are never typed by hand: each recipe's meal tags, "contains" tags and "free of" tags come from the
 * flags of its foods in DEMO_FOODS, so a tag can only be as wrong as one line of that table, and the table
 * is checked against SR28's own food groups in the test.
 */

export interface DemoRecipe {
  name: string;
  description: string;
  mealTimes: RecipeMealTime[];
  methods: string[];
  /** Meal tags, from DEFAULT_MEAL_TAGS. */
  tags: string[];
  /** "Contains" nutrition tags, from DEFAULT_NUTRITION_TAGS.contains. */
  nutritionTags: string[];
  /** "Free of" nutrition tags, from DEMO_FREE_OF_TAGS: the seed saves them with the "contains" ones. */
  freeOfTags: string[];
  numberOfServes: number;
  ingredients: { sr28Key: string; grams: number }[];
}

export const DEMO_FOOD_FLAGS = [
  /** Flesh of a land animal or bird, or a stock made from it. */
  'meat',
  'pork',
  'fish',
  /** Crustaceans and molluscs. */
  'shellfish',
  'dairy',
  'egg',
  /** Any animal product, honey included: what a vegan leaves out. */
  'animal',
  'gluten',
  'wheat',
  /** Tree nuts (peanuts are legumes and carry their own flag, as allergen lists name them apart). */
  'nuts',
  'peanuts',
  'sesame',
  'soy',
  'alcohol',
  /** Eaten on a paleo diet: no grains, legumes, dairy, refined sugar or processed meat. */
  'paleo',
  /** Fits a Mediterranean way of eating. */
  'mediterranean',
  /** What makes a dish Mediterranean rather than merely compatible: olive oil, seafood, legumes. */
  'mediterraneanStaple',
  /** Foods anti-inflammatory eating builds on: oily fish, olive oil, leafy greens, berries, nuts, spices. */
  'antiInflammatory',
  /** Foods anti-inflammatory eating avoids: red and processed meat, refined grains and sugar, butter, cream. */
  'proInflammatory',
] as const;
export type DemoFoodFlag = (typeof DEMO_FOOD_FLAGS)[number];

export interface DemoFood {
  /** SR28 NDB number, the food's sourceKey. */
  sr28Key: string;
  flags: readonly DemoFoodFlag[];
}

function food(sr28Key: string, ...flags: DemoFoodFlag[]): DemoFood {
  return { sr28Key, flags };
}

const POULTRY = ['meat', 'animal', 'paleo', 'mediterranean'] as const;
const RED_MEAT = ['meat', 'animal', 'paleo', 'proInflammatory'] as const;
// Cured meats are processed, which paleo eating leaves out as well.
const CURED_PORK = ['meat', 'pork', 'animal', 'proInflammatory'] as const;
const FISH = ['fish', 'animal', 'paleo', 'mediterranean', 'mediterraneanStaple'] as const;
const OILY_FISH = [...FISH, 'antiInflammatory'] as const;
const SHELLFISH = ['shellfish', 'animal', 'paleo', 'mediterranean', 'mediterraneanStaple'] as const;
const DAIRY = ['dairy', 'animal'] as const;
const LEGUME = ['mediterranean', 'mediterraneanStaple'] as const;
const WHOLE_WHEAT = ['gluten', 'wheat', 'mediterranean'] as const;
const REFINED_WHEAT = ['gluten', 'wheat', 'proInflammatory'] as const;
/** Vegetables, fruit, herbs and spices. */
const PLANT = ['paleo', 'mediterranean'] as const;
const PROTECTIVE_PLANT = [...PLANT, 'antiInflammatory'] as const;
const TREE_NUT = ['nuts', 'paleo', 'mediterranean'] as const;
const SEED = ['paleo', 'mediterranean'] as const;

/** The SR28 foods the demo recipes use, with what each one is (see DEMO_FOOD_FLAGS). */
export const DEMO_FOODS = {
  chickenBreast: food('05062', ...POULTRY),
  chickenThigh: food('05096', ...POULTRY),
  chickenLeg: food('05080', ...POULTRY),
  turkeyBreast: food('05219', ...POULTRY),
  beefMince: food('23557', ...RED_MEAT),
  beefSirloin: food('23611', ...RED_MEAT),
  beefChuck: food('13293', ...RED_MEAT),
  lambLeg: food('17013', ...RED_MEAT, 'mediterranean'),
  lambMince: food('17224', ...RED_MEAT, 'mediterranean'),
  porkFillet: food('10060', ...RED_MEAT, 'pork'),
  bacon: food('10123', ...CURED_PORK),
  ham: food('10149', ...CURED_PORK),
  chickenStock: food('06172', ...POULTRY),
  beefStock: food('06170', 'meat', 'animal', 'paleo'),

  salmon: food('15236', ...OILY_FISH),
  smokedSalmon: food('15077', ...OILY_FISH),
  trout: food('15240', ...OILY_FISH),
  mackerel: food('15046', ...OILY_FISH),
  sardines: food('15088', ...OILY_FISH),
  tuna: food('15121', ...OILY_FISH),
  cod: food('15015', ...FISH),
  snapper: food('15101', ...FISH),
  prawns: food('15149', ...SHELLFISH),
  mussels: food('15164', ...SHELLFISH),
  squid: food('15175', ...SHELLFISH),
  // A dish seasoned with fish sauce is neither vegetarian nor seafood free; bottled ones are sweetened.
  fishSauce: food('06179', 'fish', 'animal'),

  egg: food('01123', 'egg', 'animal', 'paleo', 'mediterranean'),
  eggWhite: food('01124', 'egg', 'animal', 'paleo', 'mediterranean'),
  milk: food('01077', ...DAIRY, 'mediterranean'),
  greekYoghurt: food('01287', ...DAIRY, 'mediterranean'),
  yoghurt: food('01116', ...DAIRY, 'mediterranean'),
  feta: food('01019', ...DAIRY, 'mediterranean'),
  // Vegetarian with a parmesan-style cheese made with microbial rennet, as supermarket ones mostly are.
  parmesan: food('01032', ...DAIRY, 'mediterranean'),
  mozzarella: food('01028', ...DAIRY, 'mediterranean'),
  ricotta: food('01037', ...DAIRY, 'mediterranean'),
  goatCheese: food('01159', ...DAIRY, 'mediterranean'),
  cottageCheese: food('01015', ...DAIRY),
  cheddar: food('01009', ...DAIRY, 'proInflammatory'),
  butter: food('01001', ...DAIRY, 'proInflammatory'),
  cream: food('01053', ...DAIRY, 'proInflammatory'),

  chickpeas: food('16359', ...LEGUME),
  // Hummus is made with tahini.
  hummus: food('16158', ...LEGUME, 'sesame'),
  lentils: food('16069', ...LEGUME),
  redLentils: food('16144', ...LEGUME),
  blackBeans: food('16316', ...LEGUME),
  kidneyBeans: food('16335', ...LEGUME),
  cannellini: food('16051', ...LEGUME),
  peas: food('11312', 'mediterranean'),
  tofu: food('16426', 'soy'),
  tempeh: food('16114', 'soy'),
  edamame: food('11211', 'soy'),
  soyMilk: food('16222', 'soy'),
  soySauce: food('16123', 'soy', 'wheat', 'gluten'),
  // Tamari is brewed without wheat: the soy sauce of the gluten-free recipes.
  tamari: food('16124', 'soy'),
  // Peanuts are legumes: the allergen lists name them apart from tree nuts, and so does the tag.
  peanuts: food('16390', 'peanuts'),
  peanutButter: food('16398', 'peanuts'),

  // Oats carry avenin and are usually milled beside wheat: not gluten free under the Food Standards Code.
  oats: food('08120', 'gluten', 'mediterranean'),
  brownRice: food('20036', 'mediterranean'),
  whiteRice: food('20444', 'proInflammatory'),
  arborioRice: food('20450', 'mediterranean', 'proInflammatory'),
  quinoa: food('20035', 'mediterranean'),
  barley: food('20005', 'gluten', 'mediterranean'),
  buckwheat: food('20009'),
  polenta: food('20020', 'mediterranean'),
  cornflour: food('20027'),
  corn: food('11178'),
  pasta: food('20120', ...REFINED_WHEAT, 'mediterranean'),
  wholemealPasta: food('20124', ...WHOLE_WHEAT),
  couscous: food('20028', ...REFINED_WHEAT, 'mediterranean'),
  flour: food('20081', ...REFINED_WHEAT),
  wholemealFlour: food('20080', ...WHOLE_WHEAT),
  wholemealBread: food('18075', ...WHOLE_WHEAT),
  whiteBread: food('18069', ...REFINED_WHEAT),
  sourdough: food('18029', ...REFINED_WHEAT, 'mediterranean'),
  pita: food('18042', ...WHOLE_WHEAT),
  flourTortilla: food('18364', ...REFINED_WHEAT),
  cornTortilla: food('18363'),
  riceNoodles: food('20133', 'proInflammatory'),
  // SR28's soba is the usual buckwheat and wheat blend.
  soba: food('20114', 'gluten', 'wheat'),
  eggNoodles: food('20109', ...REFINED_WHEAT, 'egg', 'animal'),
  bakingPowder: food('18370'),
  bakingSoda: food('18372'),

  onion: food('11282', ...PLANT),
  garlic: food('11215', ...PROTECTIVE_PLANT),
  carrot: food('11124', ...PLANT),
  broccoli: food('11090', ...PROTECTIVE_PLANT),
  spinach: food('11457', ...PROTECTIVE_PLANT),
  kale: food('11233', ...PROTECTIVE_PLANT),
  rocket: food('11959', ...PROTECTIVE_PLANT),
  bokChoy: food('11116', ...PROTECTIVE_PLANT),
  zucchini: food('11477', ...PLANT),
  redCapsicum: food('11821', ...PLANT),
  tomato: food('11529', ...PROTECTIVE_PLANT),
  cannedTomatoes: food('11531', ...PROTECTIVE_PLANT),
  tomatoPaste: food('11546', ...PLANT),
  cucumber: food('11205', ...PLANT),
  cosLettuce: food('11251', ...PLANT),
  mushrooms: food('11260', ...PLANT),
  sweetPotato: food('11507', ...PLANT),
  // White potatoes are left out of strict paleo eating.
  potato: food('11352', 'mediterranean'),
  butternut: food('11485', ...PLANT),
  pumpkin: food('11422', ...PLANT),
  cauliflower: food('11135', ...PLANT),
  cabbage: food('11109', ...PLANT),
  redCabbage: food('11112', ...PLANT),
  greenBeans: food('11052', ...PLANT),
  snowPeas: food('11300', ...PLANT),
  eggplant: food('11209', ...PLANT),
  asparagus: food('11011', ...PLANT),
  celery: food('11143', ...PLANT),
  avocado: food('09037', ...PROTECTIVE_PLANT),
  beetroot: food('11080', ...PLANT),
  leek: food('11246', ...PLANT),
  springOnion: food('11291', ...PLANT),
  chives: food('11156', ...PLANT),
  ginger: food('11216', ...PROTECTIVE_PLANT),
  chilli: food('11819', ...PLANT),
  olives: food('09193', ...PLANT),
  capers: food('02054', ...PLANT),
  basil: food('02044', ...PLANT),
  parsley: food('11297', ...PLANT),
  coriander: food('11165', ...PLANT),
  mint: food('02065', ...PLANT),
  dill: food('02045', ...PLANT),

  lemonJuice: food('09152', ...PLANT),
  limeJuice: food('09160', ...PLANT),
  banana: food('09040', ...PLANT),
  apple: food('09003', ...PLANT),
  pear: food('09252', ...PLANT),
  mango: food('09176', ...PLANT),
  orange: food('09200', ...PLANT),
  kiwifruit: food('09148', ...PLANT),
  pineapple: food('09266', ...PLANT),
  peach: food('09236', ...PLANT),
  plum: food('09279', ...PLANT),
  grapes: food('09132', ...PLANT),
  watermelon: food('09326', ...PLANT),
  figs: food('09089', ...PLANT),
  rhubarb: food('09307', ...PLANT),
  passionfruit: food('09231', ...PLANT),
  dates: food('09421', ...PLANT),
  raisins: food('09298', ...PLANT),
  driedApricots: food('09032', ...PLANT),
  blueberries: food('09050', ...PROTECTIVE_PLANT),
  strawberries: food('09316', ...PROTECTIVE_PLANT),
  raspberries: food('09302', ...PROTECTIVE_PLANT),
  cherries: food('09070', ...PROTECTIVE_PLANT),

  almonds: food('12061', ...TREE_NUT, 'antiInflammatory'),
  walnuts: food('12155', ...TREE_NUT, 'antiInflammatory'),
  cashews: food('12087', ...TREE_NUT),
  pistachios: food('12151', ...TREE_NUT),
  hazelnuts: food('12120', ...TREE_NUT),
  pecans: food('12142', ...TREE_NUT),
  pineNuts: food('12147', ...TREE_NUT),
  almondButter: food('12195', ...TREE_NUT),
  almondMilk: food('14091', 'nuts', 'paleo'),
  chia: food('12006', ...SEED, 'antiInflammatory'),
  flaxseed: food('12220', ...SEED, 'antiInflammatory'),
  sunflowerSeeds: food('12036', ...SEED),
  pumpkinSeeds: food('12014', ...SEED),
  sesameSeeds: food('12023', ...SEED, 'sesame'),
  tahini: food('12166', ...SEED, 'sesame'),
  // Coconut is not among the tree nuts allergen labelling names.
  coconut: food('12108', 'paleo'),
  coconutMilk: food('12118', 'paleo'),

  oliveOil: food('04053', 'paleo', 'mediterranean', 'mediterraneanStaple', 'antiInflammatory'),
  sesameOil: food('04058', 'sesame'),
  coconutOil: food('04047', 'paleo'),
  honey: food('19296', 'animal', 'paleo', 'mediterranean', 'proInflammatory'),
  mapleSyrup: food('19353', 'paleo', 'proInflammatory'),
  sugar: food('19335', 'proInflammatory'),
  brownSugar: food('19334', 'proInflammatory'),
  // Most dark chocolate is made on lines shared with milk chocolate or has milk fat added.
  darkChocolate: food('19904', ...DAIRY),
  cocoa: food('19165', 'paleo', 'mediterranean'),
  // The imitation essence without alcohol, so desserts stay halal.
  vanilla: food('02052'),
  balsamic: food('02069', ...PLANT),
  ciderVinegar: food('02048', ...PLANT),
  mustard: food('02046', ...PLANT),
  vegetableStock: food('06700', ...PLANT),
  // Wine is usually fined with egg white, gelatine or isinglass, so it is not vegan unless labelled so.
  redWine: food('14096', 'alcohol', 'animal', 'mediterranean'),
  whiteWine: food('14106', 'alcohol', 'animal', 'mediterranean'),
  salt: food('02047', ...PLANT),
  blackPepper: food('02030', ...PLANT),
  cumin: food('02014', ...PLANT),
  paprika: food('02028', ...PLANT),
  chilliPowder: food('02009', ...PLANT),
  cinnamon: food('02010', ...PROTECTIVE_PLANT),
  turmeric: food('02043', ...PROTECTIVE_PLANT),
  groundGinger: food('02021', ...PROTECTIVE_PLANT),
  curryPowder: food('02015', ...PLANT),
  oregano: food('02027', ...PLANT),
  thyme: food('02042', ...PLANT),
  rosemary: food('02036', ...PLANT),
  nutmeg: food('02025', ...PLANT),
} as const satisfies Record<string, DemoFood>;
export type DemoFoodId = keyof typeof DEMO_FOODS;

type Amounts = readonly (readonly [DemoFoodId, number])[];

/** A recipe as written below: ingredients by DEMO_FOODS id, tags left to the flags. */
interface RecipeDraft {
  name: string;
  description: string;
  mealTimes: readonly RecipeMealTime[];
  serves: number;
  ingredients: Amounts;
  methods: readonly (string | false)[];
}

type MealTag = (typeof DEFAULT_MEAL_TAGS)[number];

const has = (foods: readonly DemoFood[], flag: DemoFoodFlag) => foods.some((f) => f.flags.includes(flag));
const all = (foods: readonly DemoFood[], flag: DemoFoodFlag) => foods.every((f) => f.flags.includes(flag));
const count = (foods: readonly DemoFood[], flag: DemoFoodFlag) =>
  foods.filter((f) => f.flags.includes(flag)).length;

/**
 * When a recipe earns each meal tag. Pescatarian means "a pescatarian can eat it", so vegetarian dishes
 * carry it too, as Vegetarian is on vegan dishes: a plan filtered by the tag must not lose them. Halal is
 * about the ingredients (no pork, no alcohol); the meat itself is bought halal.
 */
const MEAL_TAG_RULES: Record<MealTag, (foods: readonly DemoFood[]) => boolean> = {
  Vegetarian: (foods) => !has(foods, 'meat') && !has(foods, 'fish') && !has(foods, 'shellfish'),
  Vegan: (foods) => !has(foods, 'animal'),
  Pescatarian: (foods) => !has(foods, 'meat'),
  Halal: (foods) => !has(foods, 'pork') && !has(foods, 'alcohol'),
  'Paleo friendly': (foods) => all(foods, 'paleo'),
  Mediterranean: (foods) => all(foods, 'mediterranean') && has(foods, 'mediterraneanStaple'),
  // Two of the protective foods, so a pinch of cinnamon alone does not make a dish anti-inflammatory.
  'Anti-inflammatory': (foods) => !has(foods, 'proInflammatory') && count(foods, 'antiInflammatory') >= 2,
};

/** The ingredient flags behind each "contains" tag of DEFAULT_NUTRITION_TAGS. */
const CONTAINS_TAG_FLAGS: Readonly<Record<string, readonly DemoFoodFlag[]>> = {
  Gluten: ['gluten'],
  Wheat: ['wheat'],
  Dairy: ['dairy'],
  Egg: ['egg'],
  Nuts: ['nuts'],
  Peanuts: ['peanuts'],
  Seafood: ['fish', 'shellfish'],
  Soy: ['soy'],
  Sesame: ['sesame'],
};

/**
 * The "free of" claims the demo makes (decision 040's green look), each the absence of a "contains" tag's
 * flags: a recipe is gluten free exactly when it does not contain gluten. They are names on the recipes
 * (cards read "... free" as free of, decision 040), not tags of the tag list: the "Free from" filter
 * already finds the same recipes. Two only: a card shows four chips, and the diets should keep room.
 */
export const DEMO_FREE_OF_TAGS = {
  'Gluten free': CONTAINS_TAG_FLAGS.Gluten!,
  'Dairy free': CONTAINS_TAG_FLAGS.Dairy!,
} as const satisfies Record<string, readonly DemoFoodFlag[]>;
export type DemoFreeOfTag = keyof typeof DEMO_FREE_OF_TAGS;

/** A draft as the seed stores it: a food named twice is one ingredient with the weights added up. */
function toDemoRecipe(draft: RecipeDraft): DemoRecipe {
  const grams = new Map<DemoFoodId, number>();
  for (const [id, weight] of draft.ingredients) grams.set(id, (grams.get(id) ?? 0) + weight);
  const foods = [...grams.keys()].map((id) => DEMO_FOODS[id]);
  return {
    name: draft.name,
    description: draft.description,
    mealTimes: [...draft.mealTimes],
    methods: draft.methods.filter((step): step is string => step !== false),
    tags: DEFAULT_MEAL_TAGS.filter((tag) => MEAL_TAG_RULES[tag](foods)),
    nutritionTags: DEFAULT_NUTRITION_TAGS.contains.filter((tag) =>
      (CONTAINS_TAG_FLAGS[tag] ?? []).some((flag) => has(foods, flag)),
    ),
    freeOfTags: (Object.keys(DEMO_FREE_OF_TAGS) as DemoFreeOfTag[]).filter(
      (tag) => !DEMO_FREE_OF_TAGS[tag].some((flag) => has(foods, flag)),
    ),
    numberOfServes: draft.serves,
    ingredients: [...grams].map(([id, weight]) => ({
      sr28Key: DEMO_FOODS[id].sr28Key,
      grams: Math.max(1, Math.round(weight)),
    })),
  };
}

function scaled(amounts: Amounts, factor: number): Amounts {
  return amounts.map(([id, weight]) => [id, weight * factor] as const);
}

interface PorridgeBase {
  noun: string;
  description: string;
  ingredients: Amounts;
  cook: string[];
}

interface PorridgeTopping {
  title: string;
  description: string;
  ingredients: Amounts;
  finish: (dish: string) => string[];
}

const PORRIDGE_BASES: readonly PorridgeBase[] = [
  {
    noun: 'oat porridge',
    description: 'Rolled oats simmered in milk until creamy',
    ingredients: [
      ['oats', 90],
      ['milk', 500],
      ['salt', 1],
    ],
    cook: [
      'Put the oats, milk and salt in a saucepan and bring to a gentle simmer over medium heat.',
      'Cook for 5 minutes, stirring often, until thick and creamy; loosen with a splash of water if it gets too stiff.',
    ],
  },
  {
    noun: 'quinoa porridge',
    description: 'Quinoa simmered in almond milk, a dairy-free and gluten-free change from oats',
    ingredients: [
      ['quinoa', 120],
      ['almondMilk', 500],
    ],
    cook: [
      'Rinse the quinoa well in a fine sieve to wash off its bitter coating.',
      'Simmer the quinoa in the almond milk, partly covered, for 15 minutes, stirring now and then, until the grains are tender and most of the milk is absorbed.',
    ],
  },
  {
    noun: 'buckwheat porridge',
    description: 'Toasted buckwheat cooked in soy milk, nutty and filling',
    ingredients: [
      ['buckwheat', 100],
      ['soyMilk', 450],
    ],
    cook: [
      'Toast the buckwheat in a dry saucepan over medium heat for 2 minutes until it smells nutty.',
      'Add the soy milk and simmer for 12 minutes, stirring now and then, until soft and thick.',
    ],
  },
  {
    noun: 'overnight oats',
    description: 'Oats soaked overnight in yoghurt and milk, ready to eat straight from the fridge',
    ingredients: [
      ['oats', 90],
      ['greekYoghurt', 150],
      ['milk', 200],
    ],
    cook: [
      'Stir the oats, yoghurt and milk together and divide between two jars or bowls.',
      'Cover and refrigerate overnight, or for at least 6 hours, until the oats are soft.',
    ],
  },
];

const PORRIDGE_TOPPINGS: readonly PorridgeTopping[] = [
  {
    title: 'Banana and cinnamon',
    description: 'sliced banana, cinnamon and a little maple syrup',
    ingredients: [
      ['banana', 120],
      ['cinnamon', 2],
      ['mapleSyrup', 15],
    ],
    finish: (dish) => [
      `Slice the banana and serve ${dish} topped with the banana, a dusting of cinnamon and a drizzle of maple syrup.`,
    ],
  },
  {
    title: 'Blueberry and chia',
    description: 'blueberries and chia seeds',
    ingredients: [
      ['blueberries', 120],
      ['chia', 15],
    ],
    finish: (dish) => [
      `Stir the chia seeds through ${dish} and leave for 2 minutes to thicken.`,
      'Spoon into bowls and top with the blueberries.',
    ],
  },
  {
    title: 'Apple and walnut',
    description: 'grated apple, cinnamon and toasted walnuts',
    ingredients: [
      ['apple', 150],
      ['walnuts', 25],
      ['cinnamon', 2],
    ],
    finish: (dish) => [
      'Toast the walnuts in a dry frying pan for 2-3 minutes and chop them roughly.',
      `Coarsely grate the apple, skin on, and fold it through ${dish} with the cinnamon; serve scattered with the walnuts.`,
    ],
  },
  {
    title: 'Pear and ginger',
    description: 'diced pear, ground ginger and almonds',
    ingredients: [
      ['pear', 160],
      ['groundGinger', 2],
      ['almonds', 20],
    ],
    finish: (dish) => [
      'Dice the pear, toss it with the ground ginger and roughly chop the almonds.',
      `Serve ${dish} topped with the pear and almonds.`,
    ],
  },
  {
    title: 'Mango and coconut',
    description: 'fresh mango, lime and toasted coconut',
    ingredients: [
      ['mango', 150],
      ['coconut', 15],
      ['limeJuice', 5],
    ],
    finish: (dish) => [
      'Toast the coconut in a dry frying pan for 1-2 minutes, stirring, until golden.',
      `Cube the mango, squeeze over the lime juice and serve ${dish} topped with the mango and coconut.`,
    ],
  },
];

function porridges(): RecipeDraft[] {
  return PORRIDGE_BASES.flatMap((base) =>
    PORRIDGE_TOPPINGS.map((topping) => ({
      name: `${topping.title} ${base.noun}`,
      description: `${base.description}, topped with ${topping.description}.`,
      mealTimes: ['breakfast'],
      serves: 2,
      ingredients: [...base.ingredients, ...topping.ingredients],
      methods: [...base.cook, ...topping.finish(`the ${base.noun}`)],
    })),
  );
}

interface EggFilling {
  title: string;
  description: string;
  /** For one omelette. */
  ingredients: Amounts;
  prep: string;
  /** What is softened in the pan first, and how; fillings eaten raw have none. */
  cook?: string;
  /** What goes in uncooked alongside a cooked filling. */
  raw?: string;
}

const EGG_FILLINGS: readonly EggFilling[] = [
  {
    title: 'Spinach and feta',
    description: 'wilted spinach and crumbled feta',
    ingredients: [
      ['spinach', 50],
      ['feta', 30],
    ],
    prep: 'Crumble the feta.',
    cook: 'spinach for 1 minute until just wilted',
    raw: 'feta',
  },
  {
    title: 'Mushroom and herb',
    description: 'golden mushrooms, parsley and chives',
    ingredients: [
      ['mushrooms', 100],
      ['parsley', 5],
      ['chives', 3],
    ],
    prep: 'Slice the mushrooms and finely chop the parsley and chives.',
    cook: 'mushrooms for 4 minutes until golden, then stir in the herbs',
  },
  {
    title: 'Tomato and basil',
    description: 'fresh tomato and torn basil',
    ingredients: [
      ['tomato', 100],
      ['basil', 4],
    ],
    prep: 'Dice the tomato flesh, leaving out the seeds and juice, and tear the basil leaves.',
  },
  {
    title: 'Smoked salmon and dill',
    description: 'smoked salmon and fresh dill',
    ingredients: [
      ['smokedSalmon', 50],
      ['dill', 3],
    ],
    prep: 'Cut the smoked salmon into strips and chop the dill.',
  },
  {
    title: 'Capsicum and onion',
    description: 'slowly softened red capsicum and onion',
    ingredients: [
      ['redCapsicum', 80],
      ['onion', 50],
    ],
    prep: 'Thinly slice the capsicum and onion.',
    cook: 'capsicum and onion for 6 minutes until soft and sweet',
  },
  {
    title: 'Zucchini and mint',
    description: 'grated zucchini and fresh mint',
    ingredients: [
      ['zucchini', 100],
      ['mint', 3],
    ],
    prep: 'Coarsely grate the zucchini, squeeze out the excess water, and shred the mint.',
    cook: 'zucchini for 3 minutes until just tender, then stir in the mint',
  },
  {
    title: 'Ham and cheddar',
    description: 'diced ham and grated cheddar',
    ingredients: [
      ['ham', 40],
      ['cheddar', 25],
    ],
    prep: 'Dice the ham and grate the cheddar.',
  },
  {
    title: "Kale and goat's cheese",
    description: "shredded kale and soft goat's cheese",
    ingredients: [
      ['kale', 50],
      ['goatCheese', 30],
    ],
    prep: "Strip the kale leaves from their stalks, shred them finely and crumble the goat's cheese.",
    cook: 'kale for 2 minutes until wilted',
    raw: "goat's cheese",
  },
  {
    title: 'Asparagus and parmesan',
    description: 'tender asparagus and grated parmesan',
    ingredients: [
      ['asparagus', 80],
      ['parmesan', 15],
    ],
    prep: 'Snap the woody ends off the asparagus, cut the spears into short lengths and finely grate the parmesan.',
    cook: 'asparagus for 3 minutes until bright green and just tender',
    raw: 'parmesan',
  },
  {
    title: 'Sweet potato and rosemary',
    description: 'soft cubes of sweet potato with rosemary',
    ingredients: [
      ['sweetPotato', 100],
      ['rosemary', 1],
    ],
    prep: 'Peel the sweet potato and cut it into 1 cm cubes.',
    cook: 'sweet potato and rosemary, covered, for 8 minutes, stirring now and then, until tender',
  },
];

function omelettes(): RecipeDraft[] {
  return EGG_FILLINGS.map((filling) => ({
    name: `${filling.title} omelette`,
    description: `A quick folded omelette filled with ${filling.description}.`,
    mealTimes: ['breakfast', 'lunch'],
    serves: 1,
    ingredients: [['egg', 150], ['oliveOil', 5], ...filling.ingredients],
    methods: [
      filling.prep,
      !!filling.cook &&
        `Heat the olive oil in a 20 cm non-stick frying pan over medium heat and cook the ${filling.cook}; tip onto a plate.`,
      'Whisk the eggs with a fork until just combined.',
      `${filling.cook ? 'Return the pan to' : 'Heat the olive oil in a 20 cm non-stick frying pan over'} medium heat, pour in the eggs and draw the edges into the centre for 30 seconds, then leave to set for 1-2 minutes.`,
      'When the top is nearly set, spread the filling over one half, fold the omelette over and slide it onto a plate.',
    ],
  }));
}

function frittatas(): RecipeDraft[] {
  return EGG_FILLINGS.map((filling) => ({
    name: `${filling.title} frittata`,
    description: `A baked frittata with ${filling.description}, good warm for dinner or cold in a lunch box.`,
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    // Three omelettes' filling for four serves: a frittata is mostly egg.
    ingredients: [['egg', 400], ['oliveOil', 15], ...scaled(filling.ingredients, 3)],
    methods: [
      'Heat the oven to 180 °C (160 °C fan).',
      filling.prep,
      filling.cook
        ? `Heat the olive oil in a 24 cm ovenproof frying pan over medium heat and cook the ${filling.cook}; spread it evenly over the base${filling.raw ? ` and scatter over the ${filling.raw}` : ''}.`
        : 'Heat the olive oil in a 24 cm ovenproof frying pan over medium heat and spread the filling evenly over the base.',
      'Whisk the eggs, pour them over the filling and cook over low heat for 5 minutes until the edges begin to set.',
      'Bake for 12-15 minutes until just firm in the centre, rest for 5 minutes and cut into wedges.',
    ],
  }));
}

interface Smoothie {
  name: string;
  description: string;
  serves: number;
  ingredients: Amounts;
  prep?: string;
}

const SMOOTHIES: readonly Smoothie[] = [
  {
    name: 'Berry and banana smoothie',
    description: 'Strawberries, blueberries and banana blended with milk and Greek yoghurt.',
    serves: 2,
    ingredients: [
      ['milk', 250],
      ['greekYoghurt', 80],
      ['banana', 120],
      ['strawberries', 100],
      ['blueberries', 60],
    ],
    prep: 'Hull the strawberries and peel and slice the banana.',
  },
  {
    name: 'Mango and passionfruit smoothie',
    description: 'A thick tropical smoothie of mango, passionfruit pulp and natural yoghurt.',
    serves: 2,
    ingredients: [
      ['milk', 150],
      ['yoghurt', 150],
      ['mango', 200],
      ['passionfruit', 40],
    ],
    prep: 'Cube the mango and scoop out the passionfruit pulp.',
  },
  {
    name: 'Green smoothie with kiwifruit and spinach',
    description: 'Spinach, kiwifruit and banana with almond milk and chia: green, fresh and dairy free.',
    serves: 2,
    ingredients: [
      ['almondMilk', 300],
      ['spinach', 40],
      ['kiwifruit', 150],
      ['banana', 120],
      ['chia', 10],
    ],
    prep: 'Peel the kiwifruit and banana and rinse the spinach.',
  },
  {
    name: 'Peanut butter and banana smoothie',
    description: 'A filling one-glass breakfast of banana, peanut butter, oats and milk.',
    serves: 1,
    ingredients: [
      ['milk', 300],
      ['banana', 120],
      ['peanutButter', 30],
      ['oats', 30],
    ],
    prep: 'Peel the banana; freeze it in chunks the night before for a thicker smoothie.',
  },
  {
    name: 'Strawberry and oat smoothie',
    description: 'Strawberries, oats and a couple of dates blended with soy milk.',
    serves: 2,
    ingredients: [
      ['soyMilk', 300],
      ['strawberries', 150],
      ['oats', 40],
      ['dates', 30],
    ],
    prep: 'Hull the strawberries and pit the dates.',
  },
  {
    name: 'Pineapple, coconut and mint smoothie',
    description: 'Pineapple and fresh mint blended with coconut milk: a dairy-free taste of summer.',
    serves: 2,
    ingredients: [
      ['pineapple', 250],
      ['coconutMilk', 100],
      ['mint', 4],
      ['limeJuice', 10],
    ],
    prep: 'Peel, core and chop the pineapple and add 150 ml of cold water to the blender with the coconut milk.',
  },
  {
    name: 'Cherry and cocoa smoothie',
    description: 'Sweet cherries, banana and cocoa with almond milk: tastes like dessert, made from fruit.',
    serves: 2,
    ingredients: [
      ['almondMilk', 300],
      ['cherries', 150],
      ['banana', 100],
      ['cocoa', 10],
    ],
    prep: 'Pit the cherries and peel the banana.',
  },
  {
    name: 'Blueberry and flaxseed smoothie',
    description: 'Blueberries and ground flaxseed blended with yoghurt, milk and a little honey.',
    serves: 2,
    ingredients: [
      ['yoghurt', 200],
      ['milk', 100],
      ['blueberries', 150],
      ['flaxseed', 15],
      ['honey', 10],
    ],
  },
  {
    name: 'Chocolate, date and almond smoothie',
    description: 'Dates, cocoa and almond butter with almond milk and banana, sweet without added sugar.',
    serves: 2,
    ingredients: [
      ['almondMilk', 350],
      ['dates', 40],
      ['cocoa', 10],
      ['almondButter', 20],
      ['banana', 100],
    ],
    prep: 'Pit the dates and soak them in a little hot water for 5 minutes so they blend smoothly.',
  },
  {
    name: 'Peach and ginger smoothie',
    description: 'Ripe peaches with fresh ginger, Greek yoghurt and a touch of honey.',
    serves: 2,
    ingredients: [
      ['milk', 150],
      ['greekYoghurt', 150],
      ['peach', 200],
      ['ginger', 5],
      ['honey', 10],
    ],
    prep: 'Stone and slice the peaches and finely grate the ginger.',
  },
  {
    name: 'Beetroot and raspberry smoothie',
    description: 'Raw beetroot, raspberries and apple with soy milk: deep pink and gently sweet.',
    serves: 2,
    ingredients: [
      ['soyMilk', 250],
      ['beetroot', 80],
      ['raspberries', 100],
      ['apple', 100],
    ],
    prep: 'Peel and finely grate the beetroot and core and chop the apple.',
  },
  {
    name: 'Avocado and lime green smoothie',
    description: 'Avocado, cucumber, spinach and apple with lime: creamy, green and not too sweet.',
    serves: 2,
    ingredients: [
      ['avocado', 80],
      ['spinach', 30],
      ['cucumber', 100],
      ['apple', 120],
      ['limeJuice', 15],
    ],
    prep: 'Chop the cucumber and apple and add 200 ml of cold water to the blender.',
  },
  {
    name: 'Watermelon and strawberry cooler',
    description: 'Watermelon, strawberries, lime and mint blended over ice: light and very refreshing.',
    serves: 2,
    ingredients: [
      ['watermelon', 300],
      ['strawberries', 150],
      ['mint', 3],
      ['limeJuice', 10],
    ],
    prep: 'Cut the watermelon into chunks, picking out the seeds, and hull the strawberries.',
  },
];

function smoothies(): RecipeDraft[] {
  return SMOOTHIES.map((smoothie) => ({
    name: smoothie.name,
    description: smoothie.description,
    mealTimes: ['breakfast', 'snack'],
    serves: smoothie.serves,
    ingredients: smoothie.ingredients,
    methods: [
      smoothie.prep ?? false,
      'Put the liquid ingredients in the blender first, then everything else.',
      'Blend on high for 45-60 seconds until completely smooth, adding a few ice cubes if you like it colder.',
      `Pour into ${smoothie.serves > 1 ? 'glasses' : 'a glass'} and drink straight away.`,
    ],
  }));
}

/** A part that goes with a base (a salad's protein, a bowl's grain): its ingredients and how to cook it. */
interface Topping {
  title: string;
  ingredients: Amounts;
  cook: string;
}

const SALAD_TOPPINGS = {
  grilledChicken: {
    title: 'grilled chicken',
    ingredients: [
      ['chickenBreast', 300],
      ['oliveOil', 5],
    ],
    cook: 'Brush the chicken with a little olive oil and cook it on a hot grill pan for 5-6 minutes each side until cooked through; rest for 5 minutes and slice.',
  },
  spicedChickpeas: {
    title: 'spiced chickpeas',
    ingredients: [
      ['chickpeas', 240],
      ['cumin', 2],
      ['oliveOil', 5],
    ],
    cook: 'Drain, rinse and pat dry the chickpeas, then toss them in a hot frying pan with a little olive oil and the cumin for 4 minutes until lightly crisp.',
  },
  garlicPrawns: {
    title: 'garlic prawns',
    ingredients: [
      ['prawns', 250],
      ['garlic', 5],
      ['oliveOil', 5],
    ],
    cook: 'Peel and devein the prawns, then fry them with the crushed garlic in a little olive oil over high heat for 2-3 minutes until pink.',
  },
  grilledLamb: {
    title: 'grilled lamb',
    ingredients: [
      ['lambLeg', 260],
      ['oliveOil', 5],
    ],
    cook: 'Rub the lamb with a little olive oil and grill it over high heat for 3-4 minutes each side for medium; rest for 5 minutes and slice thinly.',
  },
  panFriedSalmon: {
    title: 'pan-fried salmon',
    ingredients: [
      ['salmon', 260],
      ['oliveOil', 5],
    ],
    cook: 'Fry the salmon skin side down in a little olive oil over medium-high heat for 4 minutes, turn and cook 2-3 minutes more, then break into large flakes.',
  },
  boiledEggs: {
    title: 'boiled eggs',
    ingredients: [['egg', 200]],
    cook: 'Lower the eggs into simmering water for 8 minutes, cool them in cold water, then peel and quarter.',
  },
  tuna: {
    title: 'tuna',
    ingredients: [['tuna', 185]],
    cook: 'Drain the tuna and break it into chunks.',
  },
  lentils: {
    title: 'lentils',
    ingredients: [['lentils', 100]],
    cook: 'Simmer the lentils in plenty of unsalted water for 20-25 minutes until tender but holding their shape; drain and cool.',
  },
  goatCheese: {
    title: "goat's cheese",
    ingredients: [['goatCheese', 80]],
    cook: "Crumble the goat's cheese and keep it cold until serving.",
  },
  sesameTofu: {
    title: 'sesame tofu',
    ingredients: [
      ['tofu', 300],
      ['sesameOil', 5],
      ['sesameSeeds', 5],
    ],
    cook: 'Pat the tofu dry, cut it into cubes and fry in the sesame oil until golden on all sides; toss with the sesame seeds.',
  },
  edamame: {
    title: 'edamame',
    ingredients: [['edamame', 150]],
    cook: 'Cook the edamame in boiling water for 3 minutes, drain and cool under cold running water.',
  },
} as const satisfies Record<string, Topping>;
type SaladToppingId = keyof typeof SALAD_TOPPINGS;

interface SaladBase {
  name: string;
  description: string;
  ingredients: Amounts;
  steps: string[];
  toppings: SaladToppingId[];
}

const SALAD_BASES: readonly SaladBase[] = [
  {
    name: 'Greek salad',
    description: 'Tomato, cucumber, olives and feta in a lemon and oregano dressing',
    ingredients: [
      ['tomato', 250],
      ['cucumber', 150],
      ['onion', 40],
      ['olives', 40],
      ['feta', 80],
      ['oliveOil', 20],
      ['lemonJuice', 10],
      ['oregano', 1],
    ],
    steps: [
      'Cut the tomatoes and cucumber into chunks and slice the onion as thinly as you can.',
      'Whisk the olive oil, lemon juice and oregano together.',
      'Toss the vegetables and olives with the dressing and crumble the feta over the top.',
    ],
    toppings: ['grilledChicken', 'spicedChickpeas', 'garlicPrawns', 'grilledLamb'],
  },
  {
    name: 'Avocado and cucumber salad',
    description: 'Crisp cos lettuce, cucumber and avocado with a lemon and olive oil dressing',
    ingredients: [
      ['cosLettuce', 150],
      ['cucumber', 150],
      ['avocado', 120],
      ['oliveOil', 20],
      ['lemonJuice', 15],
    ],
    steps: [
      'Tear the lettuce, slice the cucumber and cut the avocado into chunks.',
      'Whisk the olive oil and lemon juice and toss gently through the salad.',
    ],
    toppings: ['panFriedSalmon', 'boiledEggs', 'grilledChicken', 'tuna'],
  },
  {
    name: 'Quinoa tabbouleh',
    description: 'Quinoa with plenty of parsley and mint, tomato, cucumber and lemon',
    ingredients: [
      ['quinoa', 100],
      ['parsley', 40],
      ['mint', 10],
      ['tomato', 150],
      ['cucumber', 100],
      ['springOnion', 20],
      ['lemonJuice', 30],
      ['oliveOil', 25],
    ],
    steps: [
      'Rinse the quinoa, simmer it in twice its volume of water, covered, for 15 minutes, then spread it out to cool.',
      'Finely chop the parsley, mint and spring onion and dice the tomato and cucumber.',
      'Mix everything with the lemon juice and olive oil and leave for 10 minutes for the flavours to come together.',
    ],
    toppings: ['spicedChickpeas', 'grilledChicken', 'tuna', 'panFriedSalmon'],
  },
  {
    name: 'Roast pumpkin and rocket salad',
    description: 'Roast butternut pumpkin on rocket with toasted pumpkin seeds and a balsamic dressing',
    ingredients: [
      ['butternut', 450],
      ['rocket', 80],
      ['pumpkinSeeds', 20],
      ['balsamic', 15],
      ['oliveOil', 25],
    ],
    steps: [
      'Heat the oven to 200 °C (180 °C fan). Peel the pumpkin, cut it into 2 cm chunks, toss with half the olive oil and roast for 30 minutes until golden at the edges.',
      'Toast the pumpkin seeds in a dry frying pan until they start to pop.',
      'Whisk the rest of the olive oil with the balsamic vinegar, then toss the rocket and warm pumpkin with the dressing and scatter with the seeds.',
    ],
    toppings: ['goatCheese', 'lentils', 'grilledChicken', 'spicedChickpeas'],
  },
  {
    name: 'Crunchy Asian slaw',
    description: 'Shredded cabbage and carrot with coriander, lime, sesame and tamari',
    ingredients: [
      ['cabbage', 250],
      ['carrot', 120],
      ['springOnion', 20],
      ['coriander', 10],
      ['limeJuice', 20],
      ['sesameOil', 10],
      ['tamari', 15],
    ],
    steps: [
      'Finely shred the cabbage, cut the carrot into matchsticks and slice the spring onion.',
      'Whisk the lime juice, sesame oil and tamari together.',
      'Toss the vegetables and coriander leaves with the dressing just before serving so they stay crunchy.',
    ],
    toppings: ['grilledChicken', 'garlicPrawns', 'sesameTofu', 'edamame'],
  },
];

function salads(): RecipeDraft[] {
  return SALAD_BASES.flatMap((base) =>
    base.toppings.map((id) => {
      const topping = SALAD_TOPPINGS[id];
      return {
        name: `${base.name} with ${topping.title}`,
        description: `${base.description}, topped with ${topping.title}.`,
        mealTimes: ['lunch'],
        serves: 2,
        ingredients: [...base.ingredients, ...topping.ingredients],
        methods: [
          topping.cook,
          ...base.steps,
          `Divide between two plates and top with the ${topping.title}.`,
        ],
      };
    }),
  );
}

const BOWL_GRAINS = {
  brownRice: {
    title: 'brown rice',
    ingredients: [['brownRice', 150]],
    cook: 'Rinse the brown rice and boil it in plenty of water for 25-30 minutes until tender; drain.',
  },
  quinoa: {
    title: 'quinoa',
    ingredients: [['quinoa', 140]],
    cook: 'Rinse the quinoa and simmer it in twice its volume of water, covered, for 15 minutes; rest for 5 minutes and fluff with a fork.',
  },
  barley: {
    title: 'pearl barley',
    ingredients: [['barley', 140]],
    cook: 'Boil the pearl barley in plenty of water for 30-35 minutes until tender with a little bite; drain.',
  },
  cauliflowerRice: {
    title: 'cauliflower rice',
    ingredients: [
      ['cauliflower', 400],
      ['oliveOil', 5],
    ],
    cook: 'Pulse the cauliflower in a food processor into rice-sized pieces and stir-fry it in a little olive oil over high heat for 4 minutes until just tender.',
  },
} as const satisfies Record<string, Topping>;
type BowlGrainId = keyof typeof BOWL_GRAINS;

interface Bowl {
  title: string;
  /** The rest of the name after the grain: "greens", "corn and avocado". */
  withWhat: string;
  description: string;
  ingredients: Amounts;
  steps: string[];
  /** Puts the bowl together, given the grain's name. */
  serve: (grain: string) => string;
  grains: BowlGrainId[];
}

const BOWLS: readonly Bowl[] = [
  {
    title: 'Lemon chicken',
    withWhat: 'greens',
    description: 'Garlicky lemon chicken over {grain} with steamed broccoli and spinach',
    ingredients: [
      ['chickenBreast', 300],
      ['lemonJuice', 25],
      ['garlic', 6],
      ['oliveOil', 15],
      ['oregano', 1],
      ['broccoli', 150],
      ['spinach', 60],
    ],
    steps: [
      'Slice the chicken into strips and toss with the lemon juice, crushed garlic, oregano and half the olive oil; leave for 10 minutes.',
      'Fry the chicken in the rest of the oil over medium-high heat for 6-7 minutes until golden and cooked through.',
      'Steam the broccoli florets for 4 minutes, adding the spinach for the last minute so it just wilts.',
    ],
    serve: (grain) => `Divide the ${grain} between two bowls and top with the greens and lemon chicken.`,
    grains: ['brownRice', 'quinoa', 'cauliflowerRice'],
  },
  {
    title: 'Sesame tofu',
    withWhat: 'bok choy',
    description: 'Crisp tamari and sesame tofu with bok choy and carrot on {grain}',
    ingredients: [
      ['tofu', 300],
      ['tamari', 20],
      ['sesameOil', 10],
      ['sesameSeeds', 8],
      ['bokChoy', 200],
      ['carrot', 80],
    ],
    steps: [
      'Press the tofu between paper towels for 10 minutes, then cut it into cubes.',
      'Fry the tofu in the sesame oil over medium-high heat until golden on all sides, then add the tamari and toss until it glazes the tofu.',
      'Halve the bok choy and steam it for 3 minutes; cut the carrot into fine matchsticks.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, add the bok choy, carrot and tofu, and scatter with the sesame seeds.`,
    grains: ['brownRice', 'quinoa'],
  },
  {
    title: 'Ginger salmon',
    withWhat: 'broccoli',
    description: 'Salmon glazed with ginger and tamari, with broccoli and edamame on {grain}',
    ingredients: [
      ['salmon', 260],
      ['ginger', 10],
      ['tamari', 15],
      ['oliveOil', 5],
      ['broccoli', 150],
      ['edamame', 80],
    ],
    steps: [
      'Mix the finely grated ginger with the tamari and spoon it over the salmon.',
      'Fry the salmon in the olive oil skin side down for 4 minutes, turn, add any marinade left and cook 2-3 minutes more.',
      'Boil the broccoli florets and edamame together for 3 minutes and drain.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, add the broccoli and edamame and top with the salmon, broken into large flakes.`,
    grains: ['brownRice', 'quinoa', 'cauliflowerRice'],
  },
  {
    title: 'Spiced lamb',
    withWhat: 'roast vegetables',
    description:
      'Cumin and paprika lamb with roast zucchini and capsicum on {grain}, finished with minted yoghurt',
    ingredients: [
      ['lambMince', 300],
      ['cumin', 3],
      ['paprika', 3],
      ['oliveOil', 10],
      ['zucchini', 200],
      ['redCapsicum', 150],
      ['greekYoghurt', 100],
      ['mint', 5],
    ],
    steps: [
      'Heat the oven to 220 °C (200 °C fan). Cut the zucchini and capsicum into chunks, toss with the olive oil and roast for 20 minutes.',
      'Brown the lamb mince in a dry frying pan over high heat for 6-8 minutes, breaking it up, then stir in the cumin and paprika for 1 minute.',
      'Stir the chopped mint into the yoghurt.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, add the roast vegetables and lamb, and spoon over the minted yoghurt.`,
    grains: ['barley', 'quinoa', 'cauliflowerRice'],
  },
  {
    title: 'Smoky black beans',
    withWhat: 'corn and avocado',
    description: 'Smoky black beans with corn, avocado, lime and coriander on {grain}',
    ingredients: [
      ['blackBeans', 400],
      ['corn', 150],
      ['avocado', 120],
      ['paprika', 3],
      ['cumin', 2],
      ['limeJuice', 20],
      ['coriander', 10],
      ['oliveOil', 10],
    ],
    steps: [
      'Drain the beans and warm them in the olive oil with the paprika and cumin for 5 minutes, crushing a few with the back of a spoon.',
      'Cook the corn in boiling water for 3 minutes and drain.',
      'Dice the avocado and toss it with the lime juice.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, top with the beans, corn and avocado and scatter with coriander leaves.`,
    grains: ['brownRice', 'quinoa'],
  },
  {
    title: 'Turmeric chickpeas',
    withWhat: 'spinach and tahini',
    description: 'Golden turmeric chickpeas and wilted spinach on {grain} with a lemony tahini sauce',
    ingredients: [
      ['chickpeas', 400],
      ['turmeric', 3],
      ['cumin', 2],
      ['oliveOil', 15],
      ['spinach', 100],
      ['tahini', 25],
      ['lemonJuice', 15],
    ],
    steps: [
      'Drain and rinse the chickpeas and fry them in the olive oil with the turmeric and cumin for 6 minutes until they start to crisp.',
      'Add the spinach to the pan and stir until just wilted.',
      'Whisk the tahini with the lemon juice and 2-3 tablespoons of water to a pourable sauce.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, top with the chickpeas and spinach and drizzle with the tahini sauce.`,
    grains: ['brownRice', 'barley', 'quinoa'],
  },
  {
    title: 'Garlic and chilli prawns',
    withWhat: 'zucchini',
    description: 'Prawns tossed with garlic, chilli and lemon, with sautéed zucchini on {grain}',
    ingredients: [
      ['prawns', 300],
      ['garlic', 10],
      ['chilli', 5],
      ['oliveOil', 15],
      ['zucchini', 250],
      ['lemonJuice', 15],
      ['parsley', 10],
    ],
    steps: [
      'Cut the zucchini into half-moons and fry in half the olive oil over high heat for 4 minutes until browned; set aside.',
      'Fry the peeled prawns with the sliced garlic and chilli in the rest of the oil for 2-3 minutes until pink, then add the lemon juice and chopped parsley.',
    ],
    serve: (grain) =>
      `Divide the ${grain} between two bowls, add the zucchini and spoon the prawns and their juices over the top.`,
    grains: ['brownRice', 'cauliflowerRice'],
  },
];

function bowls(): RecipeDraft[] {
  return BOWLS.flatMap((bowl) =>
    bowl.grains.map((id) => {
      const grain = BOWL_GRAINS[id];
      return {
        // "with brown rice and greens", but "with quinoa, corn and avocado" rather than two "and"s.
        name: bowl.withWhat.includes(' and ')
          ? `${bowl.title} with ${grain.title}, ${bowl.withWhat}`
          : `${bowl.title} with ${grain.title} and ${bowl.withWhat}`,
        description: `${bowl.description.replace('{grain}', grain.title)}.`,
        mealTimes: ['lunch', 'dinner'],
        serves: 2,
        ingredients: [...grain.ingredients, ...bowl.ingredients],
        methods: [grain.cook, ...bowl.steps, bowl.serve(grain.title)],
      };
    }),
  );
}

interface StirFryProtein {
  title: string;
  /** How the description names it: "chilli prawns". */
  described: string;
  /** What the cook lifts out and returns to the wok. */
  noun: string;
  ingredients: Amounts;
  prep: string;
  cook: string;
}

const STIR_FRY_PROTEINS: readonly StirFryProtein[] = [
  {
    title: 'Ginger chicken',
    described: 'ginger chicken',
    noun: 'chicken',
    ingredients: [
      ['chickenThigh', 450],
      ['ginger', 15],
    ],
    prep: 'Cut the chicken into thin strips and toss with the finely grated ginger.',
    cook: 'chicken for 5-6 minutes until browned and cooked through',
  },
  {
    title: 'Black pepper beef',
    described: 'black pepper beef',
    noun: 'beef',
    ingredients: [
      ['beefSirloin', 400],
      ['blackPepper', 3],
    ],
    prep: 'Slice the beef thinly across the grain and toss with the coarsely ground black pepper.',
    cook: 'beef in two batches for 1-2 minutes each until browned but still pink inside',
  },
  {
    title: 'Chilli prawn',
    described: 'chilli prawns',
    noun: 'prawns',
    ingredients: [
      ['prawns', 400],
      ['chilli', 10],
    ],
    prep: 'Peel and devein the prawns and finely slice the chilli.',
    cook: 'prawns and chilli for 2-3 minutes until the prawns turn pink',
  },
  {
    title: 'Crispy tofu',
    described: 'crispy tofu',
    noun: 'tofu',
    ingredients: [
      ['tofu', 400],
      ['cornflour', 15],
    ],
    prep: 'Pat the tofu dry, cut it into cubes and toss with the cornflour.',
    cook: 'tofu for 6-8 minutes, turning, until crisp and golden',
  },
  {
    title: 'Garlic pork',
    described: 'garlic pork',
    noun: 'pork',
    ingredients: [
      ['porkFillet', 400],
      ['garlic', 8],
    ],
    prep: 'Slice the pork fillet into thin medallions and toss with the crushed garlic.',
    cook: 'pork for 4-5 minutes until golden and just cooked through',
  },
  {
    title: 'Sticky tempeh',
    described: 'maple-glazed tempeh',
    noun: 'tempeh',
    ingredients: [
      ['tempeh', 300],
      ['mapleSyrup', 15],
    ],
    prep: 'Cut the tempeh into thin slices and toss with the maple syrup.',
    cook: 'tempeh for 4-5 minutes until caramelised on both sides',
  },
];

interface StirFryVegetables {
  title: string;
  described: string;
  /** What goes into the wok after the protein. */
  wokItems: string;
  /** Toasted at the start and returned at the end. */
  garnish?: string;
  ingredients: Amounts;
  prep: string;
}

const STIR_FRY_VEGETABLES: readonly StirFryVegetables[] = [
  {
    title: 'broccoli and snow pea',
    described: 'broccoli and snow peas',
    wokItems: 'broccoli and snow peas',
    ingredients: [
      ['broccoli', 250],
      ['snowPeas', 150],
    ],
    prep: 'Cut the broccoli into small florets and trim the snow peas.',
  },
  {
    title: 'bok choy and mushroom',
    described: 'bok choy and mushrooms',
    wokItems: 'mushrooms and bok choy',
    ingredients: [
      ['bokChoy', 300],
      ['mushrooms', 200],
    ],
    prep: 'Quarter the bok choy lengthways and slice the mushrooms.',
  },
  {
    title: 'capsicum and cashew',
    described: 'red capsicum and toasted cashews',
    wokItems: 'capsicum and onion',
    garnish: 'cashews',
    ingredients: [
      ['redCapsicum', 250],
      ['onion', 100],
      ['cashews', 50],
    ],
    prep: 'Slice the capsicum and onion into strips and toast the cashews in the dry wok until golden; set them aside.',
  },
];

const STIR_FRY_CARBS: readonly Topping[] = [
  {
    title: 'brown rice',
    ingredients: [['brownRice', 240]],
    cook: 'Rinse the brown rice and boil it in plenty of water for 25-30 minutes until tender; drain and keep warm.',
  },
  {
    title: 'rice noodles',
    ingredients: [['riceNoodles', 240]],
    cook: 'Soak the rice noodles in just-boiled water for 8 minutes until soft, then drain and rinse.',
  },
  {
    title: 'egg noodles',
    ingredients: [['eggNoodles', 240]],
    cook: 'Cook the egg noodles in boiling water for 4 minutes, drain and toss with a few drops of the sesame oil.',
  },
];

function stirFries(): RecipeDraft[] {
  return STIR_FRY_PROTEINS.flatMap((protein, p) =>
    STIR_FRY_VEGETABLES.map((vegetables, v) => {
      // Each protein meets each carbohydrate once across its three vegetable pairings.
      const carb = STIR_FRY_CARBS[(p + v) % STIR_FRY_CARBS.length]!;
      const returned = vegetables.garnish ? `${protein.noun} and ${vegetables.garnish}` : protein.noun;
      return {
        name: `${protein.title}, ${vegetables.title} stir-fry with ${carb.title}`,
        description: `A quick stir-fry of ${protein.described} with ${vegetables.described} in a soy, garlic and sesame sauce, served with ${carb.title}.`,
        mealTimes: ['dinner'],
        serves: 3,
        ingredients: [
          ...carb.ingredients,
          ...protein.ingredients,
          ...vegetables.ingredients,
          ['soySauce', 35],
          ['sesameOil', 15],
          ['garlic', 8],
          ['springOnion', 30],
        ],
        methods: [
          carb.cook,
          protein.prep,
          vegetables.prep,
          'Mix the soy sauce with 3 tablespoons of water.',
          `Heat half the sesame oil in a wok over high heat and stir-fry the ${protein.cook}; lift out onto a plate.`,
          `Add the rest of the oil, the crushed garlic and the ${vegetables.wokItems} and stir-fry for 3 minutes until bright and just tender.`,
          `Return the ${returned}, pour in the sauce and toss for 1 minute; scatter with the sliced spring onion and serve with the ${carb.title}.`,
        ],
      };
    }),
  );
}

const BREAKFASTS: readonly RecipeDraft[] = [
  {
    name: 'Apple bircher muesli',
    description:
      'Oats soaked overnight with grated apple, yoghurt and raisins, finished with toasted almonds.',
    mealTimes: ['breakfast'],
    serves: 4,
    ingredients: [
      ['oats', 150],
      ['apple', 200],
      ['yoghurt', 250],
      ['milk', 200],
      ['raisins', 30],
      ['almonds', 30],
      ['cinnamon', 2],
    ],
    methods: [
      'Coarsely grate the apples, skin on, into a bowl.',
      'Stir in the oats, yoghurt, milk, raisins and cinnamon, cover and refrigerate overnight.',
      'In the morning, roughly chop the almonds and toast them in a dry frying pan for 2-3 minutes.',
      'Stir the muesli, loosening it with a splash of milk if needed, and serve topped with the almonds.',
    ],
  },
  {
    name: 'Wholemeal banana pancakes',
    description: 'Fluffy wholemeal pancakes with mashed banana in the batter, served with maple syrup.',
    mealTimes: ['breakfast'],
    serves: 4,
    ingredients: [
      ['wholemealFlour', 150],
      ['bakingPowder', 8],
      ['egg', 100],
      ['milk', 300],
      ['banana', 200],
      ['butter', 15],
      ['mapleSyrup', 40],
    ],
    methods: [
      'Mash one banana in a bowl and slice the other for serving.',
      'Whisk in the eggs and milk, then fold in the flour and baking powder until just combined; a few lumps are fine.',
      'Melt a little butter in a non-stick frying pan over medium heat and cook 1/4 cup of batter at a time for 2 minutes until bubbles appear, then flip and cook 1 minute more.',
      'Keep the pancakes warm while you cook the rest, adding butter as needed, and serve with the sliced banana and maple syrup.',
    ],
  },
  {
    name: 'Shakshuka',
    description: 'Eggs gently poached in a spiced tomato and capsicum sauce, to eat from the pan.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 4,
    ingredients: [
      ['oliveOil', 20],
      ['onion', 150],
      ['redCapsicum', 150],
      ['garlic', 10],
      ['cumin', 3],
      ['paprika', 3],
      ['cannedTomatoes', 800],
      ['egg', 300],
      ['coriander', 10],
    ],
    methods: [
      'Heat the olive oil in a large deep frying pan and cook the sliced onion and capsicum over medium heat for 8 minutes until soft.',
      'Add the crushed garlic, cumin and paprika and cook for 1 minute, then add the tomatoes and simmer for 10 minutes until thickened.',
      'Make six hollows in the sauce, crack an egg into each, cover and cook over low heat for 6-8 minutes until the whites are set and the yolks still soft.',
      'Scatter with coriander leaves and serve straight from the pan.',
    ],
  },
  {
    name: 'Honey and almond granola',
    description:
      'Crunchy oven-baked granola with almonds, pumpkin seeds and coconut. Keeps for two weeks in a jar.',
    mealTimes: ['breakfast', 'snack'],
    serves: 8,
    ingredients: [
      ['oats', 300],
      ['almonds', 80],
      ['pumpkinSeeds', 50],
      ['coconut', 40],
      ['honey', 80],
      ['coconutOil', 40],
      ['cinnamon', 3],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan) and line a large baking tray.',
      'Warm the honey and coconut oil together until runny.',
      'Mix the oats, roughly chopped almonds, pumpkin seeds, coconut and cinnamon, pour over the honey mixture and stir until everything is coated.',
      'Spread out on the tray and bake for 25-30 minutes, stirring halfway, until golden. It crisps as it cools; store in an airtight jar.',
    ],
  },
  {
    name: 'Loaded breakfast burritos',
    description: 'Flour tortillas filled with scrambled eggs, black beans, cheddar, avocado and tomato.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 2,
    ingredients: [
      ['flourTortilla', 140],
      ['egg', 200],
      ['blackBeans', 200],
      ['cheddar', 80],
      ['avocado', 100],
      ['tomato', 100],
      ['oliveOil', 10],
    ],
    methods: [
      'Drain the beans and warm them in a small saucepan, mashing about half of them.',
      'Whisk the eggs and scramble them gently in the olive oil over low heat until just set.',
      'Warm the tortillas in a dry frying pan for 20 seconds each side.',
      'Fill each tortilla with beans, egg, grated cheddar, sliced avocado and diced tomato, fold in the sides and roll up tightly.',
    ],
  },
  {
    name: 'Chia pudding with raspberries',
    description:
      'Chia seeds set overnight in almond milk with a touch of maple, topped with fresh raspberries.',
    mealTimes: ['breakfast', 'snack'],
    serves: 2,
    ingredients: [
      ['chia', 60],
      ['almondMilk', 400],
      ['mapleSyrup', 20],
      ['raspberries', 150],
    ],
    methods: [
      'Whisk the chia seeds, almond milk and maple syrup together in a bowl.',
      'Leave for 10 minutes, whisk again to break up any clumps, then cover and refrigerate overnight.',
      'Spoon into glasses and top with the raspberries.',
    ],
  },
  {
    name: 'Sweet potato hash with fried eggs',
    description: 'Crisp sweet potato, capsicum and onion with wilted spinach, topped with fried eggs.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 2,
    ingredients: [
      ['sweetPotato', 500],
      ['onion', 100],
      ['redCapsicum', 150],
      ['spinach', 80],
      ['paprika', 3],
      ['oliveOil', 25],
      ['egg', 200],
    ],
    methods: [
      'Peel the sweet potato and cut it into 1.5 cm cubes; dice the onion and capsicum.',
      'Heat most of the olive oil in a large frying pan and cook the sweet potato, covered, over medium heat for 10 minutes, stirring now and then.',
      'Uncover, add the onion, capsicum and paprika and fry for 8 minutes more until the potato is crisp at the edges, then stir through the spinach.',
      'Fry the eggs in the rest of the oil in a second pan and serve them on top of the hash.',
    ],
  },
  {
    name: 'Bacon and eggs with mushrooms and tomato',
    description: 'A full cooked breakfast: bacon, fried eggs, mushrooms, grilled tomato and buttered toast.',
    mealTimes: ['breakfast'],
    serves: 1,
    ingredients: [
      ['bacon', 100],
      ['egg', 100],
      ['mushrooms', 150],
      ['tomato', 150],
      ['wholemealBread', 70],
      ['butter', 10],
    ],
    methods: [
      'Fry the bacon in a large frying pan over medium heat for 6-8 minutes until crisp; keep it warm.',
      'Fry the halved tomato and sliced mushrooms in the bacon fat for 5 minutes, turning once.',
      'Fry the eggs in the same pan until the whites are set.',
      'Toast the bread, spread it with the butter and serve with everything else.',
    ],
  },
  {
    name: 'Turmeric tofu scramble on toast',
    description:
      'Crumbled tofu cooked with turmeric, spinach and tomato: a plant-based take on scrambled eggs.',
    mealTimes: ['breakfast'],
    serves: 2,
    ingredients: [
      ['tofu', 300],
      ['turmeric', 2],
      ['oliveOil', 10],
      ['springOnion', 20],
      ['tomato', 150],
      ['spinach', 100],
      ['wholemealBread', 140],
    ],
    methods: [
      'Heat the olive oil in a frying pan and cook the sliced spring onion and diced tomato for 2 minutes.',
      'Crumble in the tofu with your fingers, add the turmeric and cook for 4 minutes, stirring, until hot and golden.',
      'Stir through the spinach until just wilted.',
      'Toast the bread and pile the scramble on top.',
    ],
  },
  {
    name: 'Greek yoghurt with berries, walnuts and honey',
    description:
      'Thick yoghurt with fresh berries, crunchy walnuts and a drizzle of honey, ready in two minutes.',
    mealTimes: ['breakfast', 'snack'],
    serves: 1,
    ingredients: [
      ['greekYoghurt', 200],
      ['blueberries', 80],
      ['strawberries', 80],
      ['walnuts', 20],
      ['honey', 10],
    ],
    methods: [
      'Spoon the yoghurt into a bowl.',
      'Hull and halve the strawberries and scatter them over the yoghurt with the blueberries.',
      'Roughly break the walnuts over the top and drizzle with the honey.',
    ],
  },
  {
    name: 'Cinnamon French toast with strawberries',
    description:
      'Sourdough soaked in cinnamon custard, pan-fried in butter and served with strawberries and maple.',
    mealTimes: ['breakfast'],
    serves: 2,
    ingredients: [
      ['sourdough', 200],
      ['egg', 150],
      ['milk', 150],
      ['cinnamon', 2],
      ['butter', 20],
      ['strawberries', 200],
      ['mapleSyrup', 30],
    ],
    methods: [
      'Whisk the eggs, milk and cinnamon in a shallow dish.',
      'Soak the sourdough slices in the mixture for 30 seconds each side.',
      'Melt the butter in a large frying pan over medium heat and cook the bread for 2-3 minutes each side until golden.',
      'Serve topped with the sliced strawberries and a drizzle of maple syrup.',
    ],
  },
  {
    name: 'Chicken and ginger rice congee',
    description:
      'Soothing rice porridge cooked slowly in chicken stock with ginger, topped with spring onion.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 4,
    ingredients: [
      ['whiteRice', 150],
      ['chickenStock', 1500],
      ['chickenBreast', 250],
      ['ginger', 20],
      ['springOnion', 20],
      ['tamari', 15],
      ['sesameOil', 5],
    ],
    methods: [
      'Rinse the rice and put it in a large saucepan with the stock and the ginger cut into thin matchsticks.',
      'Bring to the boil, then simmer gently, partly covered, for 1 hour, stirring now and then, until the rice breaks down into a thick porridge.',
      'Add the chicken breast whole for the last 15 minutes, then lift it out, shred it and stir it back in.',
      'Serve topped with sliced spring onion, a few drops of tamari and sesame oil.',
    ],
  },
  {
    name: 'Maple pecan baked oatmeal',
    description:
      'Oats baked with banana, milk and egg under a crunchy maple pecan top: breakfast for the whole table.',
    mealTimes: ['breakfast'],
    serves: 6,
    ingredients: [
      ['oats', 200],
      ['bakingPowder', 5],
      ['cinnamon', 3],
      ['milk', 500],
      ['egg', 100],
      ['banana', 200],
      ['mapleSyrup', 40],
      ['pecans', 60],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan) and grease a 20 x 25 cm baking dish.',
      'Mix the oats, baking powder and cinnamon in the dish.',
      'Whisk the milk, eggs, mashed banana and half the maple syrup and pour over the oats.',
      'Scatter with the chopped pecans, drizzle with the rest of the maple syrup and bake for 35-40 minutes until set and golden.',
    ],
  },
];

const TOASTS: readonly RecipeDraft[] = [
  {
    name: 'Smashed avocado and tomato on wholemeal toast',
    description: 'Creamy avocado with lemon and black pepper, topped with ripe tomato on wholemeal toast.',
    mealTimes: ['breakfast', 'snack'],
    serves: 1,
    ingredients: [
      ['wholemealBread', 70],
      ['avocado', 80],
      ['tomato', 80],
      ['lemonJuice', 5],
      ['blackPepper', 1],
    ],
    methods: [
      'Toast the bread.',
      'Mash the avocado with the lemon juice and black pepper.',
      'Spread it thickly on the toast and top with the sliced tomato.',
    ],
  },
  {
    name: 'Ricotta, strawberries and honey on sourdough',
    description: 'Toasted sourdough spread with ricotta and topped with sliced strawberries and honey.',
    mealTimes: ['breakfast', 'snack'],
    serves: 1,
    ingredients: [
      ['sourdough', 70],
      ['ricotta', 60],
      ['strawberries', 80],
      ['honey', 10],
    ],
    methods: [
      'Toast the sourdough.',
      'Spread with the ricotta, top with the sliced strawberries and drizzle with the honey.',
    ],
  },
  {
    name: 'Peanut butter and banana on wholemeal toast',
    description: 'Wholemeal toast with peanut butter, sliced banana and a pinch of cinnamon.',
    mealTimes: ['breakfast', 'snack'],
    serves: 1,
    ingredients: [
      ['wholemealBread', 70],
      ['peanutButter', 25],
      ['banana', 100],
      ['cinnamon', 1],
    ],
    methods: [
      'Toast the bread and spread it with the peanut butter while still warm.',
      'Top with the sliced banana and dust with cinnamon.',
    ],
  },
  {
    name: 'Smashed chickpeas with lemon on sourdough',
    description: 'Roughly crushed chickpeas with lemon, olive oil and parsley piled on toasted sourdough.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 2,
    ingredients: [
      ['chickpeas', 240],
      ['lemonJuice', 15],
      ['oliveOil', 15],
      ['parsley', 10],
      ['sourdough', 140],
    ],
    methods: [
      'Drain and rinse the chickpeas and crush them roughly with a fork.',
      'Stir in the lemon juice, olive oil and chopped parsley.',
      'Toast the sourdough and pile the chickpeas on top.',
    ],
  },
  {
    name: 'Garlic mushrooms on sourdough',
    description: 'Mushrooms fried with garlic and thyme in butter, spooned over toasted sourdough.',
    mealTimes: ['breakfast'],
    serves: 2,
    ingredients: [
      ['mushrooms', 300],
      ['garlic', 6],
      ['thyme', 1],
      ['butter', 20],
      ['sourdough', 140],
      ['parsley', 5],
    ],
    methods: [
      'Melt the butter in a large frying pan over high heat and fry the sliced mushrooms for 5 minutes until golden.',
      'Add the crushed garlic and thyme and cook for 1 minute more.',
      'Toast the sourdough and spoon the mushrooms and their juices over it; scatter with chopped parsley.',
    ],
  },
  {
    name: 'Scrambled eggs with chives on wholemeal toast',
    description: 'Soft, slowly cooked scrambled eggs with fresh chives on buttered wholemeal toast.',
    mealTimes: ['breakfast'],
    serves: 1,
    ingredients: [
      ['egg', 100],
      ['milk', 30],
      ['butter', 10],
      ['chives', 3],
      ['wholemealBread', 70],
    ],
    methods: [
      'Whisk the eggs with the milk.',
      'Melt half the butter in a small non-stick pan over low heat, add the eggs and stir slowly with a spatula for 3-4 minutes until softly set.',
      'Toast the bread, spread with the rest of the butter and top with the eggs and snipped chives.',
    ],
  },
  {
    name: 'Smoked salmon and ricotta on wholemeal toast',
    description: 'Smoked salmon on lemony ricotta with capers and dill, on wholemeal toast.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 1,
    ingredients: [
      ['wholemealBread', 70],
      ['ricotta', 40],
      ['smokedSalmon', 50],
      ['capers', 5],
      ['dill', 2],
      ['lemonJuice', 5],
    ],
    methods: [
      'Toast the bread.',
      'Mix the ricotta with the lemon juice and spread it on the toast.',
      'Top with the smoked salmon, capers and torn dill.',
    ],
  },
  {
    name: 'Smoky homemade beans on wholemeal toast',
    description: 'Cannellini beans simmered in a smoky tomato sauce, served on wholemeal toast.',
    mealTimes: ['breakfast', 'lunch'],
    serves: 2,
    ingredients: [
      ['oliveOil', 10],
      ['onion', 60],
      ['paprika', 2],
      ['cannedTomatoes', 250],
      ['cannellini', 240],
      ['wholemealBread', 140],
    ],
    methods: [
      'Fry the finely chopped onion in the olive oil for 5 minutes until soft, then stir in the paprika.',
      'Add the tomatoes and the drained beans and simmer for 10 minutes until thick.',
      'Toast the bread and spoon the beans over it.',
    ],
  },
  {
    name: 'Almond butter and pear on wholemeal toast',
    description: 'Wholemeal toast spread with almond butter and topped with thin slices of pear.',
    mealTimes: ['breakfast', 'snack'],
    serves: 1,
    ingredients: [
      ['wholemealBread', 70],
      ['almondButter', 20],
      ['pear', 100],
      ['cinnamon', 1],
    ],
    methods: [
      'Toast the bread and spread with the almond butter.',
      'Core the pear, slice it thinly and fan it over the toast; dust with cinnamon.',
    ],
  },
  {
    name: 'Tomato and basil bruschetta',
    description: 'Garlic-rubbed sourdough topped with tomato, basil, olive oil and a few drops of balsamic.',
    mealTimes: ['snack', 'lunch'],
    serves: 4,
    ingredients: [
      ['sourdough', 200],
      ['garlic', 5],
      ['tomato', 400],
      ['basil', 10],
      ['oliveOil', 20],
      ['balsamic', 10],
    ],
    methods: [
      'Dice the tomatoes, mix with the torn basil, half the olive oil and the balsamic vinegar and leave for 10 minutes.',
      'Brush the sourdough slices with the rest of the oil and grill or toast until golden.',
      'Rub each slice with the cut side of a garlic clove and spoon the tomatoes on top just before serving.',
    ],
  },
  {
    name: 'Sardines with lemon and parsley on toast',
    description: 'Sardines mashed with lemon and parsley on wholemeal toast: a quick lunch full of omega-3.',
    mealTimes: ['lunch', 'snack'],
    serves: 1,
    ingredients: [
      ['wholemealBread', 70],
      ['sardines', 90],
      ['lemonJuice', 10],
      ['parsley', 5],
      ['tomato', 80],
    ],
    methods: [
      'Toast the bread.',
      'Drain the sardines and mash them roughly with the lemon juice and chopped parsley.',
      'Spread over the toast and top with the sliced tomato.',
    ],
  },
  {
    name: 'Hummus and cucumber pita pockets',
    description: 'Wholemeal pita filled with hummus, cucumber, tomato and cos lettuce.',
    mealTimes: ['lunch', 'snack'],
    serves: 2,
    ingredients: [
      ['pita', 130],
      ['hummus', 100],
      ['cucumber', 120],
      ['tomato', 120],
      ['cosLettuce', 40],
    ],
    methods: [
      'Warm the pita breads briefly in a dry pan and cut each in half to make pockets.',
      'Spread the inside of each pocket with hummus.',
      'Fill with the sliced cucumber and tomato and the shredded lettuce.',
    ],
  },
];

const SOUPS: readonly RecipeDraft[] = [
  {
    name: 'Red lentil and tomato soup',
    description: 'A thick, warming soup of red lentils, tomato and cumin, finished with lemon.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['carrot', 150],
      ['garlic', 10],
      ['cumin', 4],
      ['redLentils', 250],
      ['cannedTomatoes', 400],
      ['vegetableStock', 1200],
      ['lemonJuice', 15],
    ],
    methods: [
      'Heat the olive oil in a large saucepan and cook the chopped onion and carrot over medium heat for 8 minutes until soft.',
      'Stir in the crushed garlic and cumin for 1 minute.',
      'Add the rinsed lentils, tomatoes and stock, bring to the boil and simmer for 20-25 minutes until the lentils fall apart.',
      'Blend until smooth or leave chunky, stir in the lemon juice and thin with a little water if needed.',
    ],
  },
  {
    name: 'Pumpkin and ginger soup',
    description: 'Silky butternut pumpkin soup with fresh ginger and a swirl of coconut milk.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['ginger', 20],
      ['butternut', 1000],
      ['vegetableStock', 800],
      ['coconutMilk', 200],
    ],
    methods: [
      'Heat the olive oil in a large saucepan and cook the chopped onion for 6 minutes until soft, then add the grated ginger for 1 minute.',
      'Add the peeled, chopped pumpkin and the stock, cover and simmer for 20 minutes until the pumpkin is very tender.',
      'Blend until smooth, stir in most of the coconut milk and reheat gently.',
      'Serve with the rest of the coconut milk swirled on top.',
    ],
  },
  {
    name: 'Minestrone with cannellini beans',
    description: 'A hearty Italian vegetable soup with beans, small pasta and fresh basil.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 20],
      ['onion', 120],
      ['carrot', 120],
      ['celery', 100],
      ['zucchini', 150],
      ['cannedTomatoes', 400],
      ['vegetableStock', 1200],
      ['cannellini', 400],
      ['pasta', 80],
      ['basil', 10],
    ],
    methods: [
      'Heat the olive oil in a large saucepan and cook the diced onion, carrot and celery for 10 minutes until soft.',
      'Add the diced zucchini, tomatoes and stock, bring to the boil and simmer for 15 minutes.',
      'Add the drained beans and the pasta and simmer for 10 minutes more, until the pasta is tender.',
      'Stir in the torn basil and serve.',
    ],
  },
  {
    name: 'Chicken and barley soup',
    description: 'Chicken thighs simmered with pearl barley and vegetables in a clear, comforting broth.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['chickenThigh', 500],
      ['barley', 120],
      ['onion', 150],
      ['carrot', 150],
      ['celery', 100],
      ['chickenStock', 1500],
      ['thyme', 1],
      ['parsley', 10],
    ],
    methods: [
      'Put the chicken, barley, diced onion, carrot and celery, thyme and stock in a large saucepan.',
      'Bring to the boil, skim, then simmer gently, partly covered, for 40 minutes until the barley is tender.',
      'Lift out the chicken, shred it with two forks and return it to the pot.',
      'Stir in the chopped parsley and serve.',
    ],
  },
  {
    name: 'Pea and mint soup',
    description: 'A bright green soup of peas and fresh mint, ready in 20 minutes, with a spoon of yoghurt.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 120],
      ['peas', 600],
      ['vegetableStock', 800],
      ['mint', 10],
      ['greekYoghurt', 80],
    ],
    methods: [
      'Cook the chopped onion in the olive oil for 6 minutes until soft.',
      'Add the peas and stock, bring to the boil and simmer for 5 minutes only, so the peas stay green.',
      'Add the mint leaves and blend until smooth.',
      'Serve with a spoonful of yoghurt on each bowl.',
    ],
  },
  {
    name: 'Carrot and coriander soup',
    description: 'Sweet carrots blended with cumin and plenty of fresh coriander: light but satisfying.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['carrot', 800],
      ['cumin', 3],
      ['vegetableStock', 1000],
      ['coriander', 20],
    ],
    methods: [
      'Cook the chopped onion in the olive oil for 5 minutes, then stir in the cumin.',
      'Add the sliced carrots and stock, cover and simmer for 20 minutes until the carrots are soft.',
      'Add most of the coriander and blend until smooth.',
      'Serve scattered with the remaining coriander leaves.',
    ],
  },
  {
    name: 'Roast tomato and capsicum soup',
    description: 'Tomatoes, capsicum and garlic roasted until sweet, then blended with basil.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['tomato', 1000],
      ['redCapsicum', 300],
      ['onion', 150],
      ['garlic', 15],
      ['oliveOil', 20],
      ['vegetableStock', 500],
      ['basil', 10],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan).',
      'Halve the tomatoes, cut the capsicum and onion into chunks and spread everything on a tray with the garlic cloves; drizzle with the olive oil.',
      'Roast for 40 minutes until soft and charred at the edges.',
      'Squeeze the garlic from its skins and blend everything with the stock and basil until smooth; reheat to serve.',
    ],
  },
  {
    name: 'Moroccan chickpea and sweet potato soup',
    description: 'Chickpeas and sweet potato in a cumin and turmeric tomato broth with spinach.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['garlic', 10],
      ['cumin', 4],
      ['turmeric', 3],
      ['sweetPotato', 400],
      ['cannedTomatoes', 400],
      ['chickpeas', 400],
      ['vegetableStock', 1000],
      ['spinach', 100],
    ],
    methods: [
      'Cook the chopped onion in the olive oil for 6 minutes, then add the garlic, cumin and turmeric for 1 minute.',
      'Add the peeled, diced sweet potato, tomatoes, drained chickpeas and stock.',
      'Simmer for 20 minutes until the sweet potato is tender.',
      'Stir in the spinach until wilted and serve.',
    ],
  },
  {
    name: 'Creamy mushroom and thyme soup',
    description: 'A rich mushroom soup with thyme, finished with a little cream.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['butter', 20],
      ['onion', 150],
      ['garlic', 10],
      ['mushrooms', 600],
      ['thyme', 2],
      ['flour', 20],
      ['vegetableStock', 800],
      ['cream', 100],
    ],
    methods: [
      'Melt the butter in a large saucepan and cook the chopped onion for 5 minutes.',
      'Add the sliced mushrooms, garlic and thyme and cook over high heat for 8 minutes until the mushrooms have released their liquid and browned.',
      'Stir in the flour for 1 minute, then gradually add the stock and simmer for 10 minutes.',
      'Blend about half the soup, return it to the pan and stir in the cream.',
    ],
  },
  {
    name: 'Cauliflower and leek soup',
    description: 'A smooth, mild soup of cauliflower, leek and potato, topped with chives.',
    mealTimes: ['lunch', 'dinner'],
    serves: 5,
    ingredients: [
      ['oliveOil', 15],
      ['leek', 300],
      ['cauliflower', 800],
      ['potato', 200],
      ['vegetableStock', 1000],
      ['chives', 5],
    ],
    methods: [
      'Wash the leek well, slice it and cook it gently in the olive oil for 8 minutes until soft.',
      'Add the cauliflower florets, diced potato and stock and simmer for 20 minutes until everything is tender.',
      'Blend until completely smooth.',
      'Serve scattered with snipped chives.',
    ],
  },
  {
    name: 'Creamy fish chowder',
    description: 'Chunks of cod with potato and leek in a creamy milk broth with dill.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['butter', 20],
      ['leek', 200],
      ['celery', 100],
      ['flour', 25],
      ['potato', 400],
      ['milk', 600],
      ['cod', 500],
      ['dill', 5],
    ],
    methods: [
      'Melt the butter in a large saucepan and cook the sliced leek and celery for 6 minutes until soft.',
      'Stir in the flour for 1 minute, then add the diced potato, the milk and 300 ml of water.',
      'Simmer gently for 12 minutes until the potato is tender, without letting it boil hard.',
      'Add the cod in large chunks and cook for 5 minutes until it flakes; stir in the chopped dill.',
    ],
  },
  {
    name: 'Beef and vegetable soup',
    description: 'Slow-simmered beef with potato, carrot and tomato: a meal in a bowl.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['beefChuck', 500],
      ['oliveOil', 15],
      ['onion', 150],
      ['carrot', 200],
      ['celery', 100],
      ['potato', 300],
      ['cannedTomatoes', 400],
      ['beefStock', 1500],
      ['thyme', 1],
    ],
    methods: [
      'Cut the beef into 2 cm cubes and brown it in batches in the olive oil in a large saucepan.',
      'Add the chopped onion, carrot and celery and cook for 5 minutes.',
      'Add the tomatoes, stock and thyme, cover and simmer gently for 1 1/2 hours until the beef is tender.',
      'Add the diced potato and simmer for 20 minutes more.',
    ],
  },
  {
    name: 'Chicken and coconut soup',
    description: 'A fragrant Thai-style soup of chicken, mushrooms and coconut milk, sharp with lime.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['coconutMilk', 400],
      ['chickenStock', 600],
      ['ginger', 20],
      ['chilli', 5],
      ['chickenBreast', 400],
      ['mushrooms', 150],
      ['fishSauce', 20],
      ['limeJuice', 30],
      ['coriander', 10],
    ],
    methods: [
      'Bring the coconut milk and stock to a simmer with the sliced ginger and chilli.',
      'Add the thinly sliced chicken and the mushrooms and simmer for 8 minutes until the chicken is cooked.',
      'Take off the heat and season with the fish sauce and lime juice, tasting as you go.',
      'Serve scattered with coriander leaves.',
    ],
  },
  {
    name: 'Tofu and rice noodle soup',
    description: 'A clear ginger broth with rice noodles, tofu, mushrooms and bok choy.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['vegetableStock', 1200],
      ['ginger', 15],
      ['tamari', 30],
      ['mushrooms', 100],
      ['tofu', 300],
      ['bokChoy', 200],
      ['riceNoodles', 150],
      ['springOnion', 20],
    ],
    methods: [
      'Simmer the stock with the sliced ginger and tamari for 10 minutes.',
      'Soak the rice noodles in just-boiled water for 8 minutes and drain.',
      'Add the sliced mushrooms, cubed tofu and halved bok choy to the broth and simmer for 3 minutes.',
      'Divide the noodles between bowls, ladle over the soup and top with sliced spring onion.',
    ],
  },
  {
    name: 'Spiced lamb and lentil soup',
    description: 'Lamb and brown lentils in a tomato broth with cumin, turmeric and cinnamon.',
    mealTimes: ['lunch', 'dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['lambLeg', 400],
      ['onion', 150],
      ['celery', 100],
      ['cumin', 3],
      ['turmeric', 2],
      ['cinnamon', 1],
      ['lentils', 150],
      ['cannedTomatoes', 400],
      ['coriander', 15],
    ],
    methods: [
      'Cut the lamb into small cubes and brown it in the olive oil in a large saucepan.',
      'Add the chopped onion and celery and cook for 5 minutes, then stir in the spices for 1 minute.',
      'Add the rinsed lentils, tomatoes and 1.5 litres of water and simmer, partly covered, for 1 hour until the lamb is tender.',
      'Stir in the chopped coriander and serve.',
    ],
  },
];

const LUNCHES: readonly RecipeDraft[] = [
  {
    name: 'Couscous salad with chickpeas and apricots',
    description: 'Fluffy couscous with chickpeas, dried apricots, herbs and a cumin and lemon dressing.',
    mealTimes: ['lunch'],
    serves: 4,
    ingredients: [
      ['couscous', 200],
      ['chickpeas', 240],
      ['driedApricots', 60],
      ['redCapsicum', 150],
      ['mint', 10],
      ['parsley', 20],
      ['lemonJuice', 30],
      ['oliveOil', 30],
      ['cumin', 2],
      ['cinnamon', 1],
    ],
    methods: [
      'Put the couscous in a bowl, pour over 250 ml of boiling water, cover and leave for 5 minutes, then fluff with a fork.',
      'Whisk the lemon juice, olive oil, cumin and cinnamon and stir through the warm couscous.',
      'Add the drained chickpeas, chopped apricots, diced capsicum and chopped herbs and toss well.',
    ],
  },
  {
    name: 'Cold soba noodle salad with edamame',
    description: 'Chilled soba noodles with edamame, cucumber and carrot in a sesame and tamari dressing.',
    mealTimes: ['lunch'],
    serves: 3,
    ingredients: [
      ['soba', 200],
      ['edamame', 150],
      ['cucumber', 150],
      ['carrot', 100],
      ['springOnion', 20],
      ['tamari', 30],
      ['sesameOil', 15],
      ['ciderVinegar', 10],
      ['sesameSeeds', 10],
    ],
    methods: [
      'Cook the soba in boiling water for 4-5 minutes, adding the edamame for the last 3 minutes; drain and rinse under cold water until cool.',
      'Whisk the tamari, sesame oil and vinegar.',
      'Toss the noodles and edamame with the cucumber and carrot cut into matchsticks, the sliced spring onion and the dressing.',
      'Scatter with the sesame seeds.',
    ],
  },
  {
    name: 'Red cabbage, apple and walnut slaw',
    description: 'Crunchy red cabbage and apple with toasted walnuts in a mustard vinaigrette.',
    mealTimes: ['lunch', 'snack'],
    serves: 4,
    ingredients: [
      ['redCabbage', 400],
      ['apple', 200],
      ['walnuts', 50],
      ['parsley', 10],
      ['oliveOil', 20],
      ['ciderVinegar', 15],
      ['mustard', 10],
    ],
    methods: [
      'Toast the walnuts in a dry pan for 3 minutes and chop roughly.',
      'Finely shred the cabbage and cut the apple into matchsticks.',
      'Whisk the olive oil, vinegar and mustard and toss through the cabbage and apple with the parsley.',
      'Scatter with the walnuts to serve.',
    ],
  },
  {
    name: 'Wholemeal penne with tuna, olives and capers',
    description: 'A quick store-cupboard pasta of tuna, tomato, olives, capers and parsley.',
    mealTimes: ['lunch', 'dinner'],
    serves: 4,
    ingredients: [
      ['wholemealPasta', 350],
      ['oliveOil', 20],
      ['garlic', 10],
      ['cannedTomatoes', 400],
      ['olives', 60],
      ['capers', 20],
      ['tuna', 370],
      ['parsley', 15],
    ],
    methods: [
      'Cook the pasta in plenty of boiling salted water until al dente.',
      'Meanwhile warm the sliced garlic in the olive oil for 1 minute, add the tomatoes and simmer for 10 minutes.',
      'Stir in the olives, capers and drained tuna and heat through.',
      'Toss with the drained pasta and the chopped parsley.',
    ],
  },
];

const DINNERS: readonly RecipeDraft[] = [
  {
    name: 'Beef and red wine stew',
    description: 'Chuck steak braised slowly in red wine with carrots and mushrooms until it falls apart.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['beefChuck', 1000],
      ['flour', 20],
      ['oliveOil', 20],
      ['onion', 200],
      ['carrot', 250],
      ['mushrooms', 250],
      ['tomatoPaste', 40],
      ['redWine', 250],
      ['beefStock', 500],
      ['thyme', 2],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan). Cut the beef into large chunks and toss in the flour.',
      'Brown the beef in batches in the olive oil in a heavy casserole, then set aside.',
      'Cook the chopped onion, carrot and mushrooms in the same pot for 6 minutes, then stir in the tomato paste.',
      'Pour in the wine and let it bubble for 2 minutes, then return the beef with the stock and thyme.',
      'Cover and cook in the oven for 2 1/2 hours until the beef is very tender.',
    ],
  },
  {
    name: 'Spaghetti bolognese',
    description: 'A rich beef and tomato sauce simmered slowly and served over spaghetti with parmesan.',
    mealTimes: ['dinner'],
    serves: 5,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['carrot', 100],
      ['celery', 80],
      ['garlic', 10],
      ['beefMince', 500],
      ['tomatoPaste', 30],
      ['cannedTomatoes', 800],
      ['pasta', 500],
      ['parmesan', 40],
    ],
    methods: [
      'Cook the finely chopped onion, carrot and celery in the olive oil for 10 minutes until soft; add the garlic for 1 minute.',
      'Add the beef and cook over high heat, breaking it up, until browned.',
      'Stir in the tomato paste and tomatoes, then simmer gently, partly covered, for 45 minutes, stirring now and then.',
      'Cook the spaghetti in plenty of boiling salted water until al dente and drain.',
      'Serve the sauce over the spaghetti with the grated parmesan.',
    ],
  },
  {
    name: 'Creamy bacon and mushroom pasta',
    description:
      'Penne in a creamy sauce of crisp bacon, mushrooms and parmesan: an indulgent weeknight dinner.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['pasta', 400],
      ['bacon', 200],
      ['mushrooms', 250],
      ['garlic', 10],
      ['cream', 250],
      ['parmesan', 50],
      ['parsley', 10],
    ],
    methods: [
      'Cook the pasta in plenty of boiling salted water until al dente; keep a cup of the cooking water.',
      'Fry the chopped bacon in a large frying pan until crisp, then add the sliced mushrooms and garlic and cook for 5 minutes.',
      'Pour in the cream, simmer for 2 minutes, then stir in the parmesan.',
      'Toss the drained pasta through the sauce, loosening with a little cooking water, and scatter with parsley.',
    ],
  },
  {
    name: 'Roast chicken thighs with sweet potato and broccoli',
    description: 'A one-tray dinner of paprika chicken, sweet potato and broccoli with lemon and garlic.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['chickenThigh', 800],
      ['sweetPotato', 800],
      ['broccoli', 400],
      ['oliveOil', 30],
      ['paprika', 4],
      ['garlic', 10],
      ['lemonJuice', 20],
    ],
    methods: [
      'Heat the oven to 210 °C (190 °C fan).',
      'Toss the chicken with the paprika, crushed garlic and half the olive oil.',
      'Spread the sweet potato, cut into wedges, on a large tray with the rest of the oil, add the chicken and roast for 25 minutes.',
      'Add the broccoli florets to the tray, roast for 12 minutes more until the chicken is cooked through, and squeeze over the lemon juice.',
    ],
  },
  {
    name: 'Baked salmon with asparagus and new potatoes',
    description: 'Salmon fillets baked with lemon and dill, with asparagus and crushed potatoes.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['potato', 800],
      ['oliveOil', 25],
      ['salmon', 600],
      ['asparagus', 300],
      ['lemonJuice', 20],
      ['dill', 8],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan). Boil the potatoes for 12 minutes, drain, crush them lightly and toss with half the olive oil on a tray.',
      'Roast the potatoes for 15 minutes.',
      'Add the salmon and asparagus to the tray, drizzle with the rest of the oil and the lemon juice and bake for 12 minutes until the salmon just flakes.',
      'Scatter with the chopped dill to serve.',
    ],
  },
  {
    name: 'Slow-roasted lamb leg with rosemary potatoes',
    description:
      'A leg of lamb studded with garlic and rosemary, slow-roasted over potatoes for a family lunch or dinner.',
    mealTimes: ['dinner', 'lunch'],
    serves: 8,
    ingredients: [
      ['lambLeg', 1500],
      ['garlic', 20],
      ['rosemary', 3],
      ['oliveOil', 30],
      ['lemonJuice', 30],
      ['potato', 1200],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan). Make small cuts all over the lamb and push in slivers of garlic and the rosemary.',
      'Toss the potatoes, cut into chunks, with half the olive oil in a large roasting tin and sit the lamb on top.',
      'Rub the lamb with the rest of the oil and the lemon juice, cover with foil and roast for 3 hours.',
      'Uncover, turn the oven up to 200 °C (180 °C fan) and roast 20 minutes more to brown. Rest the lamb for 15 minutes before carving.',
    ],
  },
  {
    name: 'Beef and bean chilli with brown rice',
    description: 'Lean beef, kidney beans and capsicum in a spiced tomato sauce, served with brown rice.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['redCapsicum', 150],
      ['garlic', 10],
      ['beefMince', 500],
      ['chilliPowder', 6],
      ['cumin', 4],
      ['cannedTomatoes', 800],
      ['kidneyBeans', 400],
      ['brownRice', 300],
    ],
    methods: [
      'Cook the chopped onion and capsicum in the olive oil for 6 minutes, then add the garlic for 1 minute.',
      'Add the beef and brown it over high heat, breaking it up, then stir in the chilli powder and cumin.',
      'Add the tomatoes and drained beans and simmer for 30 minutes until thick.',
      'Meanwhile boil the brown rice for 25-30 minutes until tender, drain, and serve with the chilli.',
    ],
  },
  {
    name: 'Chickpea and spinach curry',
    description:
      'Chickpeas simmered in a spiced tomato and coconut sauce with spinach, served with brown rice.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 200],
      ['garlic', 15],
      ['ginger', 15],
      ['curryPowder', 12],
      ['cannedTomatoes', 400],
      ['coconutMilk', 270],
      ['chickpeas', 800],
      ['spinach', 150],
      ['brownRice', 300],
    ],
    methods: [
      'Start the brown rice boiling in plenty of water; it takes 25-30 minutes.',
      'Cook the chopped onion in the olive oil for 8 minutes until golden, then add the garlic, ginger and curry powder for 1 minute.',
      'Add the tomatoes, coconut milk and drained chickpeas and simmer for 15 minutes.',
      'Stir in the spinach until wilted and serve with the drained rice.',
    ],
  },
  {
    name: 'Coconut fish curry',
    description: 'Snapper gently poached in a turmeric, ginger and coconut sauce, served with rice.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['whiteRice', 300],
      ['oliveOil', 15],
      ['onion', 150],
      ['garlic', 10],
      ['ginger', 15],
      ['turmeric', 3],
      ['cannedTomatoes', 200],
      ['coconutMilk', 400],
      ['snapper', 600],
      ['limeJuice', 20],
    ],
    methods: [
      'Rinse the rice and simmer it in 450 ml of water, covered, for 12 minutes; rest for 5 minutes.',
      'Cook the sliced onion in the oil for 6 minutes, then add the garlic, ginger and turmeric for 1 minute.',
      'Add the tomatoes and coconut milk and simmer for 5 minutes.',
      'Add the fish in large pieces and poach gently for 6-8 minutes until it flakes; finish with the lime juice and serve with the rice.',
    ],
  },
  {
    name: 'Garlic prawn linguine',
    description: 'Prawns tossed with garlic, chilli, white wine and parsley through linguine.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['pasta', 400],
      ['oliveOil', 40],
      ['garlic', 15],
      ['chilli', 5],
      ['prawns', 400],
      ['whiteWine', 100],
      ['lemonJuice', 20],
      ['parsley', 15],
    ],
    methods: [
      'Cook the linguine in plenty of boiling salted water until al dente.',
      'Meanwhile warm the olive oil with the sliced garlic and chilli over low heat for 2 minutes without browning.',
      'Turn up the heat, add the prawns and cook for 2 minutes, then add the wine and let it bubble for 1 minute.',
      'Toss in the drained pasta with the lemon juice and chopped parsley.',
    ],
  },
  {
    name: 'Mushroom risotto',
    description: 'A creamy arborio risotto with mushrooms, white wine, thyme and parmesan.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['vegetableStock', 1200],
      ['butter', 30],
      ['onion', 120],
      ['garlic', 10],
      ['mushrooms', 400],
      ['thyme', 1],
      ['arborioRice', 350],
      ['whiteWine', 125],
      ['parmesan', 60],
    ],
    methods: [
      'Keep the stock at a bare simmer in a saucepan.',
      'Melt half the butter in a wide pan and fry the sliced mushrooms with the thyme for 6 minutes until golden; set aside.',
      'Cook the chopped onion and garlic in the rest of the butter for 5 minutes, add the rice and stir for 1 minute, then pour in the wine.',
      'Add the stock a ladle at a time, stirring and waiting until each is absorbed, for 18-20 minutes until the rice is creamy and just tender.',
      'Stir in the mushrooms and grated parmesan and rest for 2 minutes before serving.',
    ],
  },
  {
    name: 'Pork fillet with roast apples and potatoes',
    description: 'Mustard-crusted pork fillet roasted with apples, onion and potatoes.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['potato', 700],
      ['apple', 400],
      ['onion', 200],
      ['oliveOil', 25],
      ['thyme', 2],
      ['porkFillet', 600],
      ['mustard', 20],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan). Toss the potatoes in chunks with the olive oil and thyme and roast for 20 minutes.',
      'Add the apples and onion, cut into wedges, to the tray.',
      'Brush the pork with the mustard, sit it on the tray and roast for 20-25 minutes until just cooked through.',
      'Rest the pork for 5 minutes before slicing and serving with the apples and potatoes.',
    ],
  },
  {
    name: 'Honey mustard chicken drumsticks with green beans',
    description: 'Sticky honey and mustard glazed chicken with garlicky green beans.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['chickenLeg', 1000],
      ['honey', 40],
      ['mustard', 40],
      ['garlic', 10],
      ['oliveOil', 15],
      ['greenBeans', 400],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan).',
      'Mix the honey, mustard and half the crushed garlic and toss the chicken in it.',
      'Roast on a lined tray for 35-40 minutes, basting halfway, until sticky and cooked through.',
      'Fry the trimmed beans with the rest of the garlic in the olive oil for 5 minutes and serve with the chicken.',
    ],
  },
  {
    name: "Lamb shepherd's pie",
    description: 'Minced lamb and vegetables in a rich gravy under a buttery mashed potato crust.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['lambMince', 700],
      ['onion', 150],
      ['carrot', 150],
      ['tomatoPaste', 40],
      ['beefStock', 300],
      ['thyme', 1],
      ['peas', 150],
      ['potato', 1200],
      ['butter', 40],
      ['milk', 100],
    ],
    methods: [
      'Brown the lamb in a large pan, then add the chopped onion and carrot and cook for 8 minutes.',
      'Stir in the tomato paste, stock and thyme and simmer for 20 minutes; add the peas for the last 5 minutes.',
      'Boil the peeled potatoes until tender, drain and mash with the butter and milk. Heat the oven to 200 °C (180 °C fan).',
      'Spoon the lamb into a baking dish, cover with the mash, rough up the top with a fork and bake for 25 minutes until golden.',
    ],
  },
  {
    name: 'Spinach and ricotta vegetable lasagne',
    description: 'Layers of pasta, spinach and ricotta, zucchini and tomato sauce under melted mozzarella.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 15],
      ['onion', 150],
      ['garlic', 10],
      ['zucchini', 300],
      ['cannedTomatoes', 800],
      ['basil', 10],
      ['spinach', 300],
      ['ricotta', 500],
      ['pasta', 250],
      ['mozzarella', 200],
    ],
    methods: [
      'Cook the chopped onion, garlic and diced zucchini in the olive oil for 8 minutes, add the tomatoes and simmer for 15 minutes; stir in the basil.',
      'Wilt the spinach, squeeze it dry, chop it and mix with the ricotta.',
      'Heat the oven to 180 °C (160 °C fan). Layer sauce, lasagne sheets and ricotta in a baking dish, three times over, finishing with sauce.',
      'Top with the grated mozzarella, cover with foil and bake for 30 minutes, then uncover and bake 15 minutes more until golden. Rest for 10 minutes.',
    ],
  },
  {
    name: 'Crispy fish tacos with lime slaw',
    description: 'Paprika-dusted cod in corn tortillas with lime cabbage slaw, avocado and yoghurt.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['cod', 500],
      ['paprika', 3],
      ['oliveOil', 15],
      ['cabbage', 200],
      ['limeJuice', 30],
      ['coriander', 15],
      ['avocado', 200],
      ['greekYoghurt', 150],
      ['cornTortilla', 300],
    ],
    methods: [
      'Finely shred the cabbage and toss with half the lime juice and the coriander leaves.',
      'Dust the fish with the paprika and fry in the olive oil for 3 minutes each side until just cooked; break into chunks.',
      'Mash the avocado with the rest of the lime juice.',
      'Warm the tortillas in a dry pan and fill with the avocado, fish, slaw and a spoonful of yoghurt.',
    ],
  },
  {
    name: 'Loaded beef and black bean burritos',
    description: 'Big flour tortillas packed with spiced beef, black beans, rice, cheddar and salad.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['whiteRice', 200],
      ['beefMince', 500],
      ['cumin', 4],
      ['blackBeans', 400],
      ['flourTortilla', 320],
      ['cheddar', 150],
      ['avocado', 200],
      ['tomato', 200],
      ['cosLettuce', 100],
    ],
    methods: [
      'Simmer the rinsed rice in 300 ml of water, covered, for 12 minutes.',
      'Brown the beef in a frying pan, stir in the cumin, then add the drained beans and a splash of water and cook for 5 minutes.',
      'Warm the tortillas and lay them out; divide the rice, beef, grated cheddar, sliced avocado, diced tomato and shredded lettuce between them.',
      'Fold in the sides, roll up tightly and toast seam side down in a dry pan for 2 minutes.',
    ],
  },
  {
    name: 'Stuffed capsicums with quinoa and feta',
    description: 'Red capsicums baked with a filling of quinoa, tomato, herbs, feta and pine nuts.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['redCapsicum', 600],
      ['quinoa', 150],
      ['oliveOil', 15],
      ['onion', 100],
      ['tomato', 200],
      ['parsley', 10],
      ['feta', 120],
      ['pineNuts', 30],
    ],
    methods: [
      'Heat the oven to 190 °C (170 °C fan). Cook the rinsed quinoa in 300 ml of water, covered, for 15 minutes.',
      'Fry the chopped onion in the olive oil for 5 minutes, then stir into the quinoa with the diced tomato, parsley, crumbled feta and pine nuts.',
      'Halve the capsicums lengthways, remove the seeds and fill with the quinoa mixture.',
      'Bake in a covered dish for 25 minutes, then uncover and bake 10 minutes more until the capsicums are soft.',
    ],
  },
  {
    name: 'Baked falafel with tahini sauce and pita',
    description: 'Herby chickpea falafel baked instead of fried, in warm pita with a lemon tahini sauce.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['chickpeas', 500],
      ['onion', 100],
      ['garlic', 10],
      ['parsley', 30],
      ['cumin', 5],
      ['flour', 30],
      ['oliveOil', 20],
      ['tahini', 50],
      ['lemonJuice', 20],
      ['pita', 240],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan) and oil a baking tray.',
      'Pulse the drained chickpeas, onion, garlic, parsley, cumin and flour in a food processor to a coarse paste.',
      'Shape into 16 small patties, brush with the olive oil and bake for 25 minutes, turning halfway, until crisp.',
      'Whisk the tahini with the lemon juice and enough water to pour; serve the falafel in the warm pita with the sauce.',
    ],
  },
  {
    name: 'Tofu pad thai',
    description:
      'Rice noodles stir-fried with tofu, egg, carrot and spring onion, topped with peanuts and lime.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['riceNoodles', 250],
      ['tofu', 300],
      ['sesameOil', 15],
      ['egg', 100],
      ['carrot', 100],
      ['springOnion', 30],
      ['tamari', 40],
      ['brownSugar', 15],
      ['limeJuice', 30],
      ['peanuts', 50],
    ],
    methods: [
      'Soak the noodles in just-boiled water for 8 minutes and drain. Mix the tamari, brown sugar and lime juice.',
      'Fry the cubed tofu in the sesame oil in a wok until golden, then push to one side and scramble the eggs in the space.',
      'Add the noodles, carrot matchsticks and the sauce and toss over high heat for 2 minutes.',
      'Serve scattered with the sliced spring onion and roughly chopped peanuts.',
    ],
  },
  {
    name: 'Chicken cacciatore with soft polenta',
    description: 'Chicken braised with capsicum, mushrooms, olives and tomato, over creamy polenta.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 20],
      ['chickenThigh', 800],
      ['onion', 150],
      ['redCapsicum', 150],
      ['mushrooms', 200],
      ['garlic', 10],
      ['cannedTomatoes', 800],
      ['olives', 60],
      ['oregano', 2],
      ['polenta', 250],
    ],
    methods: [
      'Brown the chicken in the olive oil in a large deep pan and set aside.',
      'Cook the sliced onion, capsicum, mushrooms and garlic in the same pan for 8 minutes.',
      'Add the tomatoes, olives and oregano, return the chicken and simmer, covered, for 35 minutes.',
      'Whisk the polenta into 1.2 litres of simmering water and cook, stirring, for 10-15 minutes until thick and smooth; serve with the chicken.',
    ],
  },
  {
    name: 'Turkey burgers with sweet potato wedges',
    description:
      'Juicy herbed turkey burgers on wholemeal bread with lettuce and tomato, and baked sweet potato wedges.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['sweetPotato', 800],
      ['oliveOil', 25],
      ['turkeyBreast', 600],
      ['egg', 50],
      ['onion', 80],
      ['parsley', 10],
      ['wholemealBread', 280],
      ['cosLettuce', 80],
      ['tomato', 150],
    ],
    methods: [
      'Heat the oven to 210 °C (190 °C fan). Toss the sweet potato wedges with most of the olive oil and bake for 30-35 minutes.',
      'Mince the turkey in a food processor, then mix with the egg, grated onion and chopped parsley and shape into four patties.',
      'Fry the patties in the rest of the oil for 5-6 minutes each side until cooked through.',
      'Serve on the bread with lettuce and sliced tomato, with the wedges on the side.',
    ],
  },
  {
    name: 'Grilled mackerel with beetroot and lentil salad',
    description: 'Crisp-skinned mackerel on a warm salad of lentils, roast beetroot, rocket and dill.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['beetroot', 400],
      ['lentils', 150],
      ['oliveOil', 30],
      ['ciderVinegar', 15],
      ['dill', 5],
      ['rocket', 60],
      ['mackerel', 500],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan). Wrap the beetroot in foil and roast for 50 minutes until tender; peel and cut into wedges.',
      'Simmer the lentils for 20-25 minutes until tender, drain and dress with most of the oil, the vinegar and chopped dill.',
      'Brush the mackerel with the rest of the oil and grill skin side up for 4-5 minutes until the skin is crisp and the flesh cooked.',
      'Toss the lentils with the beetroot and rocket and serve with the fish.',
    ],
  },
  {
    name: 'Mussels in tomato and white wine',
    description:
      'A big pot of mussels steamed open in white wine, garlic and tomato, with sourdough to mop up the sauce.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['oliveOil', 20],
      ['onion', 100],
      ['garlic', 15],
      ['whiteWine', 150],
      ['cannedTomatoes', 400],
      ['mussels', 1500],
      ['parsley', 15],
      ['sourdough', 200],
    ],
    methods: [
      'Scrub the mussels and pull off their beards, throwing away any that stay open when tapped.',
      'Cook the chopped onion and garlic in the olive oil in a large pot for 5 minutes, then add the wine and tomatoes and simmer for 5 minutes.',
      'Tip in the mussels, cover tightly and cook over high heat for 4-5 minutes, shaking the pot, until they open; discard any that stay closed.',
      'Scatter with parsley and serve with the sourdough.',
    ],
  },
  {
    name: 'Salt and pepper squid with rocket',
    description: 'Tender squid in a light cornflour crust, pan-fried and served on rocket with lemon.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['squid', 500],
      ['cornflour', 40],
      ['salt', 2],
      ['blackPepper', 2],
      ['oliveOil', 40],
      ['rocket', 100],
      ['lemonJuice', 20],
    ],
    methods: [
      'Cut the squid tubes into rings, rinse and pat completely dry.',
      'Toss the squid in the cornflour mixed with the salt and pepper and shake off the excess.',
      'Fry in batches in the hot olive oil for 1-2 minutes until lightly golden; overcooking makes it tough.',
      'Serve on the rocket with the lemon juice squeezed over.',
    ],
  },
  {
    name: 'Eggplant parmigiana',
    description:
      'Layers of golden eggplant, tomato and basil sauce, mozzarella and parmesan, baked until bubbling.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['eggplant', 900],
      ['oliveOil', 50],
      ['garlic', 10],
      ['cannedTomatoes', 800],
      ['basil', 15],
      ['mozzarella', 200],
      ['parmesan', 60],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan). Slice the eggplants 1 cm thick, brush with most of the olive oil and bake on trays for 25 minutes until soft and golden.',
      'Simmer the tomatoes with the garlic and the rest of the oil for 15 minutes, then stir in the basil.',
      'Layer eggplant, sauce and sliced mozzarella in a baking dish, finishing with sauce and the grated parmesan.',
      'Bake for 25-30 minutes until bubbling and golden; rest for 10 minutes before cutting.',
    ],
  },
  {
    name: "Lentil and sweet potato shepherd's pie",
    description: 'Lentils in a thyme and tomato gravy under a sweet potato mash: a vegan family favourite.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['oliveOil', 20],
      ['onion', 150],
      ['carrot', 150],
      ['celery', 100],
      ['tomatoPaste', 30],
      ['lentils', 250],
      ['cannedTomatoes', 400],
      ['vegetableStock', 600],
      ['thyme', 1],
      ['sweetPotato', 1000],
    ],
    methods: [
      'Cook the chopped onion, carrot and celery in the olive oil for 8 minutes, then stir in the tomato paste.',
      'Add the rinsed lentils, tomatoes, stock and thyme and simmer for 30 minutes until the lentils are tender and the sauce thick.',
      'Boil the peeled sweet potato until soft, drain well and mash. Heat the oven to 200 °C (180 °C fan).',
      'Spoon the lentils into a baking dish, spread the mash over and bake for 25 minutes until lightly browned.',
    ],
  },
  {
    name: 'Basil pesto pasta with green beans',
    description: 'Homemade basil and pine nut pesto tossed through pasta with tender green beans.',
    mealTimes: ['dinner', 'lunch'],
    serves: 4,
    ingredients: [
      ['basil', 60],
      ['pineNuts', 40],
      ['garlic', 6],
      ['parmesan', 50],
      ['oliveOil', 80],
      ['pasta', 400],
      ['greenBeans', 200],
    ],
    methods: [
      'Toast the pine nuts in a dry pan until golden and let them cool.',
      'Blend the basil, pine nuts, garlic and parmesan with the olive oil to a coarse paste.',
      'Cook the pasta in plenty of boiling salted water, adding the trimmed beans for the last 4 minutes.',
      'Drain, keeping a little of the water, and toss with the pesto, loosening with the water as needed.',
    ],
  },
  {
    name: 'Sirloin steak with chimichurri and crushed potatoes',
    description: 'Seared sirloin with a sharp parsley and garlic chimichurri and crisp crushed potatoes.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['potato', 1000],
      ['oliveOil', 60],
      ['parsley', 40],
      ['oregano', 2],
      ['garlic', 10],
      ['chilli', 5],
      ['ciderVinegar', 20],
      ['beefSirloin', 800],
    ],
    methods: [
      'Boil the potatoes until tender, drain, crush them lightly on a tray, drizzle with a third of the oil and roast at 220 °C (200 °C fan) for 25 minutes.',
      'For the chimichurri, finely chop the parsley, garlic and chilli and mix with the oregano, vinegar and most of the remaining oil.',
      'Rub the steaks with the last of the oil and sear in a very hot pan for 3-4 minutes each side for medium-rare; rest for 5 minutes.',
      'Slice the steak and serve with the potatoes and chimichurri spooned over.',
    ],
  },
  {
    name: 'Crumbed chicken schnitzel with slaw',
    description: 'Golden breadcrumbed chicken schnitzels with a crunchy cabbage and carrot slaw.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['chickenBreast', 600],
      ['flour', 50],
      ['egg', 100],
      ['whiteBread', 150],
      ['oliveOil', 60],
      ['cabbage', 250],
      ['carrot', 100],
      ['lemonJuice', 20],
    ],
    methods: [
      'Blitz the bread into crumbs. Slice each chicken breast in half horizontally and flatten to 1 cm thick.',
      'Dust the chicken with flour, dip in the beaten egg, then press into the crumbs.',
      'Fry in the olive oil over medium heat for 3-4 minutes each side until golden and cooked through.',
      'Toss the shredded cabbage and grated carrot with the lemon juice and serve with the schnitzels.',
    ],
  },
  {
    name: 'Tempeh satay with broccoli and brown rice',
    description: 'Tempeh and vegetables in a creamy peanut and coconut satay sauce, served over brown rice.',
    mealTimes: ['dinner'],
    serves: 4,
    ingredients: [
      ['brownRice', 300],
      ['tempeh', 400],
      ['sesameOil', 15],
      ['broccoli', 300],
      ['redCapsicum', 150],
      ['peanutButter', 60],
      ['coconutMilk', 200],
      ['tamari', 30],
      ['limeJuice', 20],
    ],
    methods: [
      'Boil the brown rice in plenty of water for 25-30 minutes until tender and drain.',
      'Whisk the peanut butter, coconut milk, tamari and lime juice in a small pan and warm gently into a sauce.',
      'Fry the sliced tempeh in the sesame oil until golden, then add the broccoli florets and sliced capsicum and stir-fry for 4 minutes.',
      'Pour over the satay sauce, toss and serve over the rice.',
    ],
  },
  {
    name: 'Lemon and herb baked trout',
    description: 'Whole trout fillets baked on a bed of zucchini and cherry tomatoes with lemon and parsley.',
    mealTimes: ['dinner', 'lunch'],
    serves: 2,
    ingredients: [
      ['zucchini', 300],
      ['tomato', 250],
      ['oliveOil', 20],
      ['trout', 320],
      ['lemonJuice', 20],
      ['parsley', 10],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan).',
      'Slice the zucchini and halve the tomatoes, toss with half the olive oil in a baking dish and roast for 15 minutes.',
      'Lay the trout on top, drizzle with the rest of the oil and the lemon juice and bake for 10-12 minutes until the fish flakes.',
      'Scatter with chopped parsley and serve.',
    ],
  },
  {
    name: 'Beef and barley casserole',
    description:
      'A thick winter casserole of beef, pearl barley, root vegetables and thyme for the whole family.',
    mealTimes: ['dinner'],
    serves: 8,
    ingredients: [
      ['beefChuck', 1200],
      ['oliveOil', 30],
      ['onion', 250],
      ['carrot', 300],
      ['celery', 150],
      ['barley', 200],
      ['tomatoPaste', 40],
      ['beefStock', 1500],
      ['thyme', 2],
      ['potato', 800],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan). Brown the cubed beef in batches in the olive oil in a large casserole.',
      'Cook the chopped onion, carrot and celery in the same pot for 8 minutes, then stir in the tomato paste.',
      'Return the beef with the barley, stock and thyme, cover and cook in the oven for 2 hours.',
      'Add the potatoes in chunks and cook, covered, for 40 minutes more until everything is tender.',
    ],
  },
  {
    name: 'Lamb moussaka',
    description: 'Spiced lamb and tomato layered with eggplant and potato under a thick cheese sauce.',
    mealTimes: ['dinner'],
    serves: 6,
    ingredients: [
      ['eggplant', 700],
      ['potato', 500],
      ['oliveOil', 40],
      ['lambMince', 700],
      ['onion', 150],
      ['cinnamon', 2],
      ['cannedTomatoes', 400],
      ['butter', 50],
      ['flour', 50],
      ['milk', 600],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan). Slice the eggplant and potatoes, brush with most of the oil and bake for 25 minutes until tender.',
      'Brown the lamb with the chopped onion in the rest of the oil, add the cinnamon and tomatoes and simmer for 25 minutes.',
      'Melt the butter, stir in the flour for 1 minute, then whisk in the milk and simmer until thick.',
      'Layer potato, lamb and eggplant in a baking dish, pour over the white sauce and bake at 180 °C (160 °C fan) for 45 minutes; rest for 15 minutes.',
    ],
  },
];

const SNACKS: readonly RecipeDraft[] = [
  {
    name: 'Hummus with carrot and celery sticks',
    description: 'A bowl of hummus with crisp carrot, celery and cucumber sticks for dipping.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['hummus', 200],
      ['carrot', 200],
      ['celery', 200],
      ['cucumber', 150],
    ],
    methods: [
      'Peel the carrots and cut the carrots, celery and cucumber into finger-length sticks.',
      'Spoon the hummus into a bowl and serve with the vegetable sticks around it.',
    ],
  },
  {
    name: 'Apple slices with peanut butter',
    description: 'Crisp apple wedges with peanut butter and a dusting of cinnamon for dipping.',
    mealTimes: ['snack'],
    serves: 1,
    ingredients: [
      ['apple', 150],
      ['peanutButter', 20],
      ['cinnamon', 1],
    ],
    methods: [
      'Core the apple and cut it into wedges.',
      'Serve with the peanut butter, dusted with cinnamon.',
    ],
  },
  {
    name: 'Crunchy spiced roast chickpeas',
    description: 'Chickpeas roasted with paprika and cumin until crunchy: a salty snack that keeps for days.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['chickpeas', 480],
      ['oliveOil', 15],
      ['paprika', 3],
      ['cumin', 2],
      ['salt', 2],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan).',
      'Drain and rinse the chickpeas and dry them very well on a clean tea towel, slipping off any loose skins.',
      'Toss with the olive oil, spices and salt and roast on a tray for 30-35 minutes, shaking halfway, until crunchy.',
      'Cool on the tray; they crisp up further as they cool.',
    ],
  },
  {
    name: 'Date and almond bliss balls',
    description: 'No-bake balls of dates, almonds, cocoa and chia rolled in coconut.',
    mealTimes: ['snack', 'desert'],
    serves: 8,
    ingredients: [
      ['dates', 200],
      ['almonds', 120],
      ['cocoa', 20],
      ['chia', 10],
      ['coconut', 30],
    ],
    methods: [
      'Pit the dates; if they are firm, soak them in hot water for 10 minutes and drain.',
      'Blitz the almonds in a food processor to a coarse meal, then add the dates, cocoa and chia and blend until the mixture sticks together.',
      'Roll into 16 balls and roll each in the coconut.',
      'Chill for 30 minutes to firm up; keep in the fridge for up to a week.',
    ],
  },
  {
    name: 'Edamame with chilli and salt',
    description: 'Warm edamame pods tossed with flaky salt, chilli and a little sesame oil.',
    mealTimes: ['snack'],
    serves: 3,
    ingredients: [
      ['edamame', 300],
      ['sesameOil', 5],
      ['chilli', 3],
      ['salt', 2],
    ],
    methods: [
      'Boil the edamame for 4 minutes and drain.',
      'Toss with the sesame oil, finely sliced chilli and salt while still hot.',
    ],
  },
  {
    name: 'Fruit and nut trail mix',
    description:
      'Almonds, cashews and pumpkin seeds with raisins and dried apricots, for the bag or the desk drawer.',
    mealTimes: ['snack'],
    serves: 6,
    ingredients: [
      ['almonds', 60],
      ['cashews', 60],
      ['pumpkinSeeds', 40],
      ['raisins', 60],
      ['driedApricots', 60],
    ],
    methods: [
      'Chop the apricots into pieces about the size of the nuts.',
      'Mix everything together and keep in an airtight jar; a serve is a small handful.',
    ],
  },
  {
    name: 'Boiled eggs with cherry tomatoes',
    description: 'Two soft-boiled eggs with cherry tomatoes and a pinch of salt and pepper.',
    mealTimes: ['snack'],
    serves: 2,
    ingredients: [
      ['egg', 100],
      ['tomato', 150],
      ['salt', 1],
      ['blackPepper', 1],
    ],
    methods: [
      'Lower the eggs into simmering water for 7 minutes, then cool in cold water and peel.',
      'Halve the eggs and serve with the tomatoes, sprinkled with salt and pepper.',
    ],
  },
  {
    name: 'Cottage cheese with pineapple and mint',
    description:
      'Cottage cheese topped with fresh pineapple and shredded mint: high in protein and refreshing.',
    mealTimes: ['snack', 'breakfast'],
    serves: 2,
    ingredients: [
      ['cottageCheese', 200],
      ['pineapple', 150],
      ['mint', 3],
    ],
    methods: [
      'Peel, core and dice the pineapple.',
      'Divide the cottage cheese between two bowls, top with the pineapple and scatter with shredded mint.',
    ],
  },
  {
    name: 'Cheddar, grapes and walnuts',
    description: 'A small snack plate of sharp cheddar with grapes and walnuts.',
    mealTimes: ['snack'],
    serves: 2,
    ingredients: [
      ['cheddar', 60],
      ['grapes', 200],
      ['walnuts', 30],
    ],
    methods: [
      'Cut the cheddar into slices.',
      'Arrange on a board with the grapes in small bunches and the walnuts.',
    ],
  },
  {
    name: 'Crispy baked kale chips',
    description: 'Kale leaves baked with olive oil and paprika until they shatter: a light, salty snack.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['kale', 200],
      ['oliveOil', 15],
      ['paprika', 2],
      ['salt', 1],
    ],
    methods: [
      'Heat the oven to 150 °C (130 °C fan).',
      'Strip the kale leaves from the stalks, tear into large pieces, wash and dry them completely.',
      'Massage the oil, paprika and salt into the leaves and spread them in a single layer on two trays.',
      'Bake for 15-20 minutes, swapping the trays halfway, until crisp but still green. Cool on the trays.',
    ],
  },
  {
    name: 'Tzatziki with warm pita',
    description: 'Garlicky cucumber and dill yoghurt dip with warm wholemeal pita for scooping.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['greekYoghurt', 250],
      ['cucumber', 200],
      ['garlic', 5],
      ['dill', 5],
      ['lemonJuice', 10],
      ['oliveOil', 10],
      ['pita', 120],
    ],
    methods: [
      'Coarsely grate the cucumber, then squeeze out as much liquid as you can.',
      'Stir the cucumber, crushed garlic, chopped dill and lemon juice into the yoghurt.',
      'Drizzle with the olive oil and serve with the warmed pita cut into wedges.',
    ],
  },
  {
    name: 'Guacamole with baked tortilla chips',
    description: 'Chunky avocado, tomato and lime guacamole with homemade baked corn chips.',
    mealTimes: ['snack'],
    serves: 6,
    ingredients: [
      ['cornTortilla', 200],
      ['oliveOil', 10],
      ['avocado', 300],
      ['tomato', 100],
      ['onion', 40],
      ['limeJuice', 20],
      ['coriander', 10],
      ['chilli', 5],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan). Cut the tortillas into wedges, brush lightly with the oil and bake for 8-10 minutes until crisp.',
      'Mash the avocado roughly with the lime juice.',
      'Stir in the finely diced tomato, onion and chilli and the chopped coriander.',
      'Serve straight away with the chips.',
    ],
  },
  {
    name: 'Oat and banana breakfast cookies',
    description:
      'Soft cookies made only from banana, oats, raisins, walnuts and cinnamon: no flour, no added sugar.',
    mealTimes: ['snack', 'breakfast'],
    serves: 8,
    ingredients: [
      ['banana', 250],
      ['oats', 150],
      ['raisins', 50],
      ['walnuts', 40],
      ['cinnamon', 2],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan) and line a baking tray.',
      'Mash the bananas well, then stir in the oats, raisins, chopped walnuts and cinnamon.',
      'Drop 16 spoonfuls onto the tray and flatten them slightly.',
      'Bake for 15 minutes until golden at the edges; cool on the tray.',
    ],
  },
  {
    name: 'Watermelon, feta and mint',
    description: 'Sweet watermelon, salty feta, mint and lime: the classic summer combination.',
    mealTimes: ['snack', 'lunch'],
    serves: 4,
    ingredients: [
      ['watermelon', 600],
      ['feta', 80],
      ['mint', 5],
      ['limeJuice', 10],
    ],
    methods: [
      'Cut the watermelon into chunks, removing the seeds.',
      'Arrange on a plate, crumble over the feta and scatter with the mint leaves.',
      'Squeeze over the lime juice just before serving.',
    ],
  },
  {
    name: 'Frozen yoghurt berry bark',
    description: 'Greek yoghurt with honey, berries and pistachios frozen in a sheet and broken into pieces.',
    mealTimes: ['snack', 'desert'],
    serves: 8,
    ingredients: [
      ['greekYoghurt', 500],
      ['honey', 30],
      ['blueberries', 100],
      ['raspberries', 100],
      ['pistachios', 30],
    ],
    methods: [
      'Line a tray with baking paper.',
      'Stir the honey into the yoghurt and spread it about 1 cm thick on the tray.',
      'Scatter over the berries and chopped pistachios, pressing them in lightly.',
      'Freeze for at least 3 hours until solid, then break into pieces. Keep in the freezer.',
    ],
  },
  {
    name: 'Seeded crackers',
    description: 'Crisp, gluten-free crackers made only from seeds, water and salt.',
    mealTimes: ['snack'],
    serves: 8,
    ingredients: [
      ['sunflowerSeeds', 80],
      ['pumpkinSeeds', 80],
      ['sesameSeeds', 50],
      ['chia', 40],
      ['flaxseed', 40],
      ['salt', 2],
    ],
    methods: [
      'Mix the seeds and salt with 250 ml of water and leave for 15 minutes until the chia and flaxseed turn the mixture into a thick paste.',
      'Heat the oven to 160 °C (140 °C fan). Spread the mixture thinly over a tray lined with baking paper.',
      'Bake for 30 minutes, mark into crackers with a knife, then bake 20-30 minutes more until dry and crisp.',
      'Cool completely, break along the marks and store in an airtight jar.',
    ],
  },
  {
    name: 'Banana and walnut muffins',
    description: 'Moist wholemeal muffins with ripe banana and walnuts, for lunch boxes and afternoon tea.',
    mealTimes: ['snack', 'breakfast'],
    serves: 8,
    ingredients: [
      ['wholemealFlour', 250],
      ['bakingPowder', 10],
      ['brownSugar', 80],
      ['banana', 300],
      ['egg', 100],
      ['milk', 100],
      ['butter', 80],
      ['walnuts', 60],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan) and line a 12-hole muffin tin.',
      'Mix the flour, baking powder and sugar in a bowl.',
      'Mash the bananas and whisk with the eggs, milk and melted butter, then fold into the dry ingredients with the chopped walnuts until just combined.',
      'Divide between the cases and bake for 20-22 minutes until risen and springy.',
    ],
  },
  {
    name: 'Cinnamon maple spiced nuts',
    description: 'Almonds, cashews and walnuts roasted with maple syrup, cinnamon and a little chilli.',
    mealTimes: ['snack'],
    serves: 8,
    ingredients: [
      ['almonds', 100],
      ['cashews', 100],
      ['walnuts', 100],
      ['mapleSyrup', 20],
      ['cinnamon', 2],
      ['chilliPowder', 1],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan) and line a tray.',
      'Toss the nuts with the maple syrup, cinnamon and chilli.',
      'Roast for 12-15 minutes, stirring once, until golden and fragrant.',
      'Cool completely on the tray; the coating sets as they cool.',
    ],
  },
  {
    name: 'Tuna and white bean dip with vegetable sticks',
    description:
      'A creamy, high-protein dip of tuna, cannellini beans and lemon with carrot and cucumber sticks.',
    mealTimes: ['snack', 'lunch'],
    serves: 4,
    ingredients: [
      ['tuna', 185],
      ['cannellini', 200],
      ['lemonJuice', 20],
      ['oliveOil', 20],
      ['parsley', 10],
      ['carrot', 200],
      ['cucumber', 200],
    ],
    methods: [
      'Blend the drained tuna and beans with the lemon juice and olive oil until smooth.',
      'Stir in the chopped parsley.',
      'Serve with the carrot and cucumber cut into sticks.',
    ],
  },
  {
    name: 'Baba ghanoush with vegetable sticks',
    description:
      'Smoky roast eggplant blended with tahini, garlic and lemon, with carrot and cucumber for dipping.',
    mealTimes: ['snack'],
    serves: 6,
    ingredients: [
      ['eggplant', 600],
      ['tahini', 40],
      ['garlic', 5],
      ['lemonJuice', 20],
      ['oliveOil', 15],
      ['carrot', 200],
      ['cucumber', 200],
    ],
    methods: [
      'Char the whole eggplants over a gas flame or under a hot grill, turning, for 15-20 minutes until collapsed.',
      'Cool, then scoop out the flesh and drain it in a sieve for 10 minutes.',
      'Mash with the tahini, crushed garlic and lemon juice, and drizzle with the olive oil.',
      'Serve with the carrot and cucumber cut into sticks.',
    ],
  },
  {
    name: 'Caprese skewers',
    description: 'Cherry tomatoes, mozzarella and basil on skewers with a drizzle of balsamic and olive oil.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['tomato', 250],
      ['mozzarella', 150],
      ['basil', 10],
      ['oliveOil', 10],
      ['balsamic', 15],
    ],
    methods: [
      'Cut the mozzarella into bite-sized cubes.',
      'Thread the tomatoes, basil leaves and mozzarella onto small skewers.',
      'Drizzle with the olive oil and balsamic vinegar just before serving.',
    ],
  },
  {
    name: 'Smoked salmon cucumber bites',
    description: 'Thick cucumber rounds topped with lemony ricotta, smoked salmon and dill.',
    mealTimes: ['snack'],
    serves: 4,
    ingredients: [
      ['cucumber', 250],
      ['ricotta', 100],
      ['lemonJuice', 5],
      ['smokedSalmon', 100],
      ['dill', 5],
    ],
    methods: [
      'Cut the cucumber into 1 cm rounds.',
      'Mix the ricotta with the lemon juice and spoon a little onto each round.',
      'Top with a curl of smoked salmon and a sprig of dill.',
    ],
  },
  {
    name: 'Peanut butter oat energy balls',
    description: 'Chewy no-bake balls of oats, peanut butter, honey, chia and dark chocolate.',
    mealTimes: ['snack'],
    serves: 8,
    ingredients: [
      ['oats', 150],
      ['peanutButter', 120],
      ['honey', 60],
      ['chia', 20],
      ['darkChocolate', 40],
    ],
    methods: [
      'Finely chop the chocolate.',
      'Mix all the ingredients in a bowl until the mixture holds together; add a spoonful of water if it is too dry.',
      'Roll into 16 balls and chill for 30 minutes. Keep in the fridge for up to a week.',
    ],
  },
  {
    name: 'Celery with almond butter and raisins',
    description: 'Crunchy celery sticks filled with almond butter and dotted with raisins.',
    mealTimes: ['snack'],
    serves: 2,
    ingredients: [
      ['celery', 200],
      ['almondButter', 40],
      ['raisins', 20],
    ],
    methods: [
      'Trim the celery and cut it into 8 cm lengths.',
      'Fill the groove of each piece with almond butter and press a few raisins on top.',
    ],
  },
  {
    name: 'Mango with lime and chilli',
    description: 'Ripe mango cheeks with lime juice and a pinch of chilli powder: sweet, sour and hot.',
    mealTimes: ['snack', 'desert'],
    serves: 4,
    ingredients: [
      ['mango', 400],
      ['limeJuice', 15],
      ['chilliPowder', 1],
    ],
    methods: [
      'Cut the cheeks from the mangoes and score the flesh into a criss-cross pattern.',
      'Squeeze over the lime juice and sprinkle with a little chilli powder.',
    ],
  },
  {
    name: 'Ricotta and pear on wholemeal crispbread',
    description: 'Toasted wholemeal bread fingers topped with ricotta, thin pear slices, walnuts and honey.',
    mealTimes: ['snack'],
    serves: 2,
    ingredients: [
      ['wholemealBread', 70],
      ['ricotta', 80],
      ['pear', 150],
      ['walnuts', 15],
      ['honey', 10],
    ],
    methods: [
      'Cut the bread into fingers and toast until dry and crisp.',
      'Spread with the ricotta, top with thinly sliced pear and chopped walnuts and drizzle with the honey.',
    ],
  },
  {
    name: 'Roasted beetroot hummus with pita chips',
    description: 'Bright pink hummus blended with roast beetroot, served with crisp baked pita.',
    mealTimes: ['snack'],
    serves: 6,
    ingredients: [
      ['beetroot', 250],
      ['chickpeas', 240],
      ['tahini', 40],
      ['lemonJuice', 25],
      ['garlic', 5],
      ['oliveOil', 20],
      ['pita', 180],
    ],
    methods: [
      'Wrap the beetroot in foil and roast at 200 °C (180 °C fan) for 50 minutes until tender; peel and chop.',
      'Blend the beetroot, drained chickpeas, tahini, lemon juice and garlic with half the oil until smooth.',
      'Cut the pita into triangles, brush with the rest of the oil and bake for 8 minutes until crisp.',
      'Serve the hummus with the pita chips.',
    ],
  },
];

const DESSERTS: readonly RecipeDraft[] = [
  {
    name: 'Baked apples with walnuts and cinnamon',
    description: 'Whole apples baked until soft, filled with walnuts, raisins, cinnamon and maple syrup.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['apple', 800],
      ['walnuts', 50],
      ['raisins', 40],
      ['cinnamon', 3],
      ['mapleSyrup', 30],
      ['butter', 20],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan).',
      'Core the apples, leaving the bases intact, and score a line around the middle of each so they do not burst.',
      'Mix the chopped walnuts, raisins, cinnamon and maple syrup and pack into the apples; top each with a little butter.',
      'Bake in a small dish with a splash of water for 35-40 minutes until tender.',
    ],
  },
  {
    name: 'Mixed berry crumble',
    description: 'Blueberries, raspberries and strawberries under a golden oat and butter crumble.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['blueberries', 300],
      ['raspberries', 200],
      ['strawberries', 200],
      ['oats', 100],
      ['flour', 60],
      ['brownSugar', 60],
      ['butter', 80],
    ],
    methods: [
      'Heat the oven to 190 °C (170 °C fan).',
      'Spread the berries, with the strawberries halved, in a baking dish.',
      'Rub the butter into the flour, then stir in the oats and sugar to make a rough crumble.',
      'Scatter over the fruit and bake for 30-35 minutes until golden and bubbling.',
    ],
  },
  {
    name: 'Chocolate avocado mousse',
    description:
      'A silky dairy-free chocolate mousse of avocado, cocoa and maple syrup, with fresh raspberries.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['avocado', 300],
      ['cocoa', 40],
      ['mapleSyrup', 80],
      ['almondMilk', 80],
      ['raspberries', 100],
    ],
    methods: [
      'Blend the avocado flesh, cocoa, maple syrup and almond milk until completely smooth.',
      'Spoon into four small glasses and chill for at least 1 hour.',
      'Top with the raspberries to serve.',
    ],
  },
  {
    name: 'Mango coconut chia pudding',
    description: 'Chia seeds set in coconut milk, layered with fresh mango puree and lime.',
    mealTimes: ['desert', 'breakfast'],
    serves: 4,
    ingredients: [
      ['chia', 80],
      ['coconutMilk', 400],
      ['mapleSyrup', 20],
      ['mango', 300],
      ['limeJuice', 10],
    ],
    methods: [
      'Whisk the chia seeds, coconut milk and maple syrup with 100 ml of water; whisk again after 10 minutes.',
      'Cover and chill for at least 4 hours, or overnight.',
      'Blend half the mango with the lime juice to a puree and dice the rest.',
      'Layer the pudding and puree in glasses and top with the diced mango.',
    ],
  },
  {
    name: 'Creamy baked rice pudding',
    description: 'Old-fashioned rice pudding baked slowly with milk, cinnamon, nutmeg and raisins.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['arborioRice', 150],
      ['milk', 1000],
      ['sugar', 70],
      ['raisins', 50],
      ['cinnamon', 2],
      ['nutmeg', 1],
    ],
    methods: [
      'Heat the oven to 150 °C (130 °C fan).',
      'Stir the rice, milk, sugar, raisins and cinnamon together in a baking dish and grate the nutmeg over the top.',
      'Bake for 2 hours, stirring after the first 30 minutes, until the rice is soft and creamy under a golden skin.',
      'Rest for 10 minutes before serving warm.',
    ],
  },
  {
    name: 'Pears poached in red wine',
    description: 'Whole pears poached in spiced red wine with orange until deep ruby red.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['redWine', 500],
      ['sugar', 100],
      ['orange', 100],
      ['cinnamon', 2],
      ['pear', 800],
    ],
    methods: [
      'Heat the wine, sugar, sliced orange and cinnamon in a saucepan just big enough for the pears, stirring until the sugar dissolves.',
      'Peel the pears, leaving the stalks on, and lower them into the wine.',
      'Simmer gently, covered, for 25-30 minutes, turning now and then, until tender to a skewer.',
      'Lift out the pears and boil the liquid for 10 minutes to a syrup to pour over them.',
    ],
  },
  {
    name: 'Pavlova with passionfruit and strawberries',
    description:
      'A crisp-shelled, marshmallow-centred meringue piled with whipped cream, strawberries and passionfruit.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['eggWhite', 160],
      ['sugar', 220],
      ['cornflour', 10],
      ['ciderVinegar', 5],
      ['cream', 300],
      ['strawberries', 250],
      ['passionfruit', 60],
    ],
    methods: [
      'Heat the oven to 150 °C (130 °C fan) and draw a 22 cm circle on baking paper on a tray.',
      'Whisk the egg whites to stiff peaks, then add the sugar a spoonful at a time, whisking until thick and glossy; fold in the cornflour and vinegar.',
      'Spread the meringue inside the circle, turn the oven down to 120 °C (100 °C fan) and bake for 1 1/4 hours; cool completely in the oven with the door ajar.',
      'Just before serving, whip the cream, spread it over the pavlova and top with the sliced strawberries and passionfruit pulp.',
    ],
  },
  {
    name: 'Banana bread with walnuts',
    description: 'A moist loaf of ripe banana, brown sugar, cinnamon and walnuts, lovely toasted.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['butter', 100],
      ['brownSugar', 120],
      ['egg', 100],
      ['banana', 400],
      ['flour', 250],
      ['bakingSoda', 5],
      ['cinnamon', 3],
      ['walnuts', 60],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan) and line a loaf tin.',
      'Beat the softened butter and sugar until pale, then beat in the eggs and the well-mashed bananas.',
      'Fold in the flour, bicarbonate of soda, cinnamon and chopped walnuts until just combined.',
      'Bake for 55-65 minutes until a skewer comes out clean; cool in the tin for 10 minutes.',
    ],
  },
  {
    name: 'Tropical fruit salad with mint and lime',
    description: 'Watermelon, pineapple, kiwifruit and strawberries tossed with lime and fresh mint.',
    mealTimes: ['desert', 'snack'],
    serves: 4,
    ingredients: [
      ['watermelon', 300],
      ['pineapple', 200],
      ['kiwifruit', 150],
      ['strawberries', 200],
      ['limeJuice', 20],
      ['mint', 5],
    ],
    methods: [
      'Cut all the fruit into bite-sized pieces.',
      'Toss gently with the lime juice and shredded mint and chill until serving.',
    ],
  },
  {
    name: 'Grilled peaches with honey yoghurt and pistachios',
    description: 'Caramelised peach halves with honeyed Greek yoghurt and chopped pistachios.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['peach', 600],
      ['honey', 30],
      ['cinnamon', 1],
      ['greekYoghurt', 300],
      ['pistachios', 30],
    ],
    methods: [
      'Halve and stone the peaches and grill them cut side down on a hot grill pan for 3-4 minutes until marked and softened.',
      'Stir half the honey and the cinnamon into the yoghurt.',
      'Serve the peaches with the yoghurt, the rest of the honey drizzled over and the chopped pistachios.',
    ],
  },
  {
    name: 'Dark chocolate and almond bark',
    description: 'Dark chocolate set with toasted almonds, pistachios and coconut, broken into shards.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['darkChocolate', 200],
      ['almonds', 60],
      ['pistachios', 30],
      ['coconut', 10],
    ],
    methods: [
      'Toast the almonds in a dry pan until fragrant and chop roughly.',
      'Melt the chocolate in a bowl over simmering water and spread it thinly on a tray lined with baking paper.',
      'Scatter with the almonds, pistachios and coconut and chill for 1 hour until set.',
      'Break into shards and keep in a cool place.',
    ],
  },
  {
    name: 'Apple and rhubarb crumble',
    description: 'Tart rhubarb and apple under a wholemeal, oat and brown sugar crumble.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['apple', 500],
      ['rhubarb', 400],
      ['sugar', 60],
      ['cinnamon', 2],
      ['wholemealFlour', 80],
      ['oats', 100],
      ['brownSugar', 50],
      ['butter', 80],
    ],
    methods: [
      'Heat the oven to 190 °C (170 °C fan).',
      'Simmer the chopped apple and rhubarb with the sugar, cinnamon and a splash of water for 8 minutes until just soft; spoon into a baking dish.',
      'Rub the butter into the flour, then stir in the oats and brown sugar.',
      'Scatter the crumble over the fruit and bake for 30 minutes until golden.',
    ],
  },
  {
    name: 'Lemon ricotta cake',
    description: 'A light, moist cake of ricotta and lemon, lovely with a cup of tea.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['butter', 100],
      ['sugar', 150],
      ['egg', 200],
      ['ricotta', 500],
      ['lemonJuice', 40],
      ['flour', 100],
      ['bakingPowder', 5],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan) and line a 22 cm springform tin.',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
      'Beat in the ricotta and lemon juice, then fold in the flour and baking powder.',
      'Bake for 50-55 minutes until golden and just set; cool in the tin.',
    ],
  },
  {
    name: 'Carrot cake with walnuts',
    description: 'A spiced carrot and walnut cake made with olive oil: moist, and better the next day.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['oliveOil', 180],
      ['brownSugar', 180],
      ['egg', 150],
      ['carrot', 300],
      ['flour', 250],
      ['bakingSoda', 5],
      ['cinnamon', 4],
      ['walnuts', 80],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan) and line a 22 cm cake tin.',
      'Whisk the oil, sugar and eggs until smooth, then stir in the grated carrot.',
      'Fold in the flour, bicarbonate of soda, cinnamon and chopped walnuts.',
      'Bake for 50-55 minutes until a skewer comes out clean; cool before slicing.',
    ],
  },
  {
    name: 'Fudgy chocolate walnut brownies',
    description: 'Dense, fudgy dark chocolate brownies with walnuts.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['darkChocolate', 200],
      ['butter', 150],
      ['sugar', 200],
      ['egg', 150],
      ['flour', 80],
      ['cocoa', 25],
      ['walnuts', 60],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan) and line a 20 cm square tin.',
      'Melt the chocolate and butter together, then whisk in the sugar and the eggs one at a time.',
      'Fold in the flour, cocoa and chopped walnuts.',
      'Bake for 25 minutes until just set with a slight wobble; cool completely in the tin before cutting.',
    ],
  },
  {
    name: 'Baked ricotta cheesecake with blueberries',
    description: 'A crustless baked cheesecake of ricotta and lemon, topped with warm blueberries.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['ricotta', 750],
      ['egg', 150],
      ['sugar', 120],
      ['lemonJuice', 30],
      ['cornflour', 20],
      ['blueberries', 200],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan) and line a 20 cm springform tin.',
      'Beat the ricotta, eggs, most of the sugar, the lemon juice and cornflour until smooth.',
      'Pour into the tin and bake for 50-60 minutes until set with a slight wobble; cool in the oven with the door ajar.',
      'Warm the blueberries with the rest of the sugar for 3 minutes and spoon over the cheesecake.',
    ],
  },
  {
    name: 'Watermelon and lime granita',
    description: 'Icy, refreshing flakes of frozen watermelon with lime and mint.',
    mealTimes: ['desert', 'snack'],
    serves: 6,
    ingredients: [
      ['watermelon', 800],
      ['limeJuice', 40],
      ['sugar', 50],
      ['mint', 5],
    ],
    methods: [
      'Blend the watermelon flesh with the lime juice and sugar and strain into a shallow container.',
      'Freeze for 1 hour, then scrape with a fork; repeat every 30 minutes for 3 hours until all flaky ice crystals.',
      'Serve in chilled glasses with the mint leaves.',
    ],
  },
  {
    name: 'Coconut rice pudding with mango',
    description: 'Creamy coconut rice pudding, dairy free, served with fresh mango and lime.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['arborioRice', 150],
      ['coconutMilk', 400],
      ['sugar', 60],
      ['mango', 300],
      ['limeJuice', 10],
    ],
    methods: [
      'Simmer the rice in 500 ml of water for 10 minutes.',
      'Add the coconut milk and sugar and simmer gently, stirring often, for 15-20 minutes until thick and creamy.',
      'Dice the mango and toss with the lime juice.',
      'Serve the pudding warm or cold, topped with the mango.',
    ],
  },
  {
    name: 'Baked vanilla custard with nutmeg',
    description: 'Smooth, softly set egg custard baked in a water bath and dusted with nutmeg.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['egg', 200],
      ['sugar', 80],
      ['vanilla', 5],
      ['milk', 600],
      ['nutmeg', 1],
    ],
    methods: [
      'Heat the oven to 160 °C (140 °C fan).',
      'Warm the milk until steaming. Whisk the eggs, sugar and vanilla, then slowly whisk in the warm milk.',
      'Strain into six ramekins, grate nutmeg over the top and set them in a roasting tin with hot water halfway up their sides.',
      'Bake for 30-35 minutes until just set with a slight wobble; serve warm or chilled.',
    ],
  },
  {
    name: 'Bread and butter pudding',
    description: 'Buttered bread baked in a vanilla custard with raisins and nutmeg until golden and puffed.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['whiteBread', 300],
      ['butter', 50],
      ['raisins', 60],
      ['egg', 200],
      ['milk', 500],
      ['cream', 100],
      ['sugar', 80],
      ['nutmeg', 1],
    ],
    methods: [
      'Butter the bread, cut each slice into triangles and layer them in a baking dish with the raisins.',
      'Whisk the eggs, milk, cream and sugar and pour over the bread; leave to soak for 20 minutes. Heat the oven to 170 °C (150 °C fan).',
      'Grate the nutmeg over the top.',
      'Bake for 35-40 minutes until the custard is set and the top golden and crisp.',
    ],
  },
  {
    name: 'Strawberries with balsamic and ricotta',
    description: 'Strawberries macerated with balsamic and honey, spooned over whipped ricotta.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['strawberries', 500],
      ['balsamic', 20],
      ['honey', 20],
      ['ricotta', 250],
      ['mint', 5],
    ],
    methods: [
      'Hull and quarter the strawberries and toss with the balsamic vinegar and half the honey; leave for 20 minutes.',
      'Whisk the ricotta with the rest of the honey until light.',
      'Spoon the ricotta into bowls, top with the strawberries and their juices and scatter with mint.',
    ],
  },
  {
    name: 'Sticky date pudding with butterscotch sauce',
    description: 'A soft date sponge drenched in a rich brown sugar and cream sauce.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['dates', 250],
      ['bakingSoda', 5],
      ['butter', 150],
      ['brownSugar', 250],
      ['egg', 100],
      ['flour', 180],
      ['bakingPowder', 5],
      ['cream', 200],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan) and butter a 20 cm square tin. Pour 250 ml of boiling water over the chopped dates and bicarbonate of soda and leave for 10 minutes.',
      'Beat 60 g of the butter with 100 g of the sugar, beat in the eggs, then fold in the flour, baking powder and the dates with their liquid.',
      'Bake for 35-40 minutes until springy.',
      'For the sauce, simmer the rest of the butter and sugar with the cream for 3 minutes; pour over the warm pudding.',
    ],
  },
  {
    name: 'Chocolate mug cake',
    description: 'A single chocolate cake cooked in a mug in the microwave in under two minutes.',
    mealTimes: ['desert'],
    serves: 1,
    ingredients: [
      ['flour', 40],
      ['cocoa', 15],
      ['sugar', 30],
      ['bakingPowder', 2],
      ['egg', 50],
      ['milk', 60],
      ['butter', 20],
      ['darkChocolate', 20],
    ],
    methods: [
      'Melt the butter in a large mug in the microwave.',
      'Whisk in the egg and milk, then the flour, cocoa, sugar and baking powder until smooth; push the chocolate pieces into the middle.',
      'Microwave on high for 70-90 seconds until risen and just set on top.',
      'Rest for 1 minute before eating; it is very hot.',
    ],
  },
  {
    name: 'Peanut butter banana nice cream',
    description:
      'Frozen bananas blended into a soft-serve ice cream with peanut butter and cocoa. Dairy free.',
    mealTimes: ['desert', 'snack'],
    serves: 4,
    ingredients: [
      ['banana', 500],
      ['peanutButter', 40],
      ['cocoa', 10],
      ['almondMilk', 60],
    ],
    methods: [
      'Slice the bananas and freeze them on a tray for at least 4 hours.',
      'Blend the frozen banana with the almond milk, scraping down often, until it turns smooth and creamy.',
      'Add the peanut butter and cocoa and blend briefly.',
      'Eat straight away as soft serve, or freeze for 1 hour for a firmer scoop.',
    ],
  },
  {
    name: 'Honey-roasted figs with Greek yoghurt',
    description: 'Fresh figs roasted with honey until jammy, served with thick yoghurt and pistachios.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['figs', 400],
      ['honey', 30],
      ['cinnamon', 1],
      ['greekYoghurt', 300],
      ['pistachios', 30],
    ],
    methods: [
      'Heat the oven to 200 °C (180 °C fan).',
      'Cut a cross in the top of each fig, squeeze gently to open, drizzle with the honey and dust with cinnamon.',
      'Roast for 12-15 minutes until soft and syrupy.',
      'Serve warm with the yoghurt, the pan juices and chopped pistachios.',
    ],
  },
  {
    name: 'Mango sorbet',
    description: 'A smooth, intensely fruity mango and lime sorbet. Dairy free and egg free.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['mango', 800],
      ['sugar', 80],
      ['limeJuice', 40],
    ],
    methods: [
      'Dissolve the sugar in 100 ml of hot water and cool.',
      'Blend the mango flesh with the syrup and lime juice until completely smooth.',
      'Churn in an ice-cream machine, or freeze in a tub, beating with a fork every hour for 4 hours.',
      'Soften for 5 minutes before scooping.',
    ],
  },
  {
    name: 'Spiced pumpkin pie',
    description: 'Shortcrust pastry filled with a creamy spiced pumpkin custard.',
    mealTimes: ['desert'],
    serves: 8,
    ingredients: [
      ['flour', 200],
      ['butter', 120],
      ['pumpkin', 500],
      ['egg', 150],
      ['brownSugar', 120],
      ['cream', 150],
      ['cinnamon', 3],
      ['groundGinger', 2],
      ['nutmeg', 1],
    ],
    methods: [
      'Rub the butter into the flour, add 3-4 tablespoons of cold water to bring it together and chill for 30 minutes.',
      'Steam the pumpkin until very soft, drain well and puree.',
      'Heat the oven to 190 °C (170 °C fan). Roll out the pastry, line a 23 cm pie dish and bake blind for 15 minutes.',
      'Whisk the pumpkin with the eggs, sugar, cream and spices, pour into the case and bake at 170 °C (150 °C fan) for 40-45 minutes until just set. Cool before slicing.',
    ],
  },
  {
    name: 'Flourless orange and almond cake',
    description: 'A moist, gluten-free cake made from whole boiled oranges and ground almonds.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['orange', 400],
      ['egg', 250],
      ['sugar', 200],
      ['almonds', 250],
      ['bakingPowder', 5],
    ],
    methods: [
      'Simmer the whole oranges in water for 1 1/2 hours until very soft; cool, quarter, remove any seeds and blend to a pulp.',
      'Heat the oven to 170 °C (150 °C fan) and line a 22 cm springform tin.',
      'Grind the almonds finely, then whisk the eggs and sugar until thick and fold in the almonds, baking powder and orange pulp.',
      'Bake for 1 hour until firm to the touch, covering with foil if it browns too fast; cool in the tin.',
    ],
  },
  {
    name: 'Cherry clafoutis',
    description: 'Sweet cherries baked in a light vanilla batter, served warm.',
    mealTimes: ['desert'],
    serves: 6,
    ingredients: [
      ['cherries', 400],
      ['butter', 15],
      ['egg', 150],
      ['sugar', 70],
      ['flour', 60],
      ['milk', 250],
      ['vanilla', 5],
    ],
    methods: [
      'Heat the oven to 180 °C (160 °C fan), butter a baking dish and scatter in the pitted cherries.',
      'Whisk the eggs and sugar, then the flour, then gradually the milk and vanilla to a smooth batter.',
      'Pour over the cherries and bake for 35-40 minutes until puffed and golden.',
      'Serve warm.',
    ],
  },
  {
    name: 'Blueberry and lemon muffins',
    description: 'Tender muffins bursting with blueberries and fresh lemon.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['flour', 250],
      ['bakingPowder', 10],
      ['sugar', 120],
      ['egg', 100],
      ['milk', 200],
      ['oliveOil', 80],
      ['lemonJuice', 20],
      ['blueberries', 200],
    ],
    methods: [
      'Heat the oven to 190 °C (170 °C fan) and line a 12-hole muffin tin.',
      'Mix the flour, baking powder and sugar.',
      'Whisk the eggs, milk, olive oil and lemon juice, stir into the dry ingredients until just combined, then fold in the blueberries.',
      'Spoon into the cases and bake for 20-22 minutes until golden and springy.',
    ],
  },
  {
    name: 'Chocolate-dipped strawberries',
    description: 'Fresh strawberries half dipped in dark chocolate.',
    mealTimes: ['desert', 'snack'],
    serves: 4,
    ingredients: [
      ['strawberries', 400],
      ['darkChocolate', 100],
    ],
    methods: [
      'Wash and dry the strawberries completely, leaving the green tops on.',
      'Melt the chocolate in a bowl over simmering water.',
      'Dip each strawberry halfway into the chocolate and lay on baking paper; chill for 20 minutes until set.',
    ],
  },
  {
    name: 'Rhubarb and strawberry compote with yoghurt',
    description: 'Rhubarb and strawberries stewed with honey, served over Greek yoghurt.',
    mealTimes: ['desert', 'breakfast'],
    serves: 4,
    ingredients: [
      ['rhubarb', 400],
      ['strawberries', 250],
      ['honey', 40],
      ['greekYoghurt', 300],
    ],
    methods: [
      'Cut the rhubarb into 3 cm lengths and simmer with the honey and 2 tablespoons of water for 6-8 minutes until just tender.',
      'Add the halved strawberries and cook 2 minutes more; cool.',
      'Serve spooned over the yoghurt.',
    ],
  },
  {
    name: 'Poached plums with cinnamon yoghurt',
    description: 'Plums poached in a light orange and cinnamon syrup with spiced yoghurt.',
    mealTimes: ['desert'],
    serves: 4,
    ingredients: [
      ['plum', 600],
      ['orange', 150],
      ['honey', 40],
      ['cinnamon', 2],
      ['yoghurt', 300],
    ],
    methods: [
      'Simmer the juice of the oranges with the honey, half the cinnamon and 200 ml of water for 5 minutes.',
      'Add the halved, stoned plums and poach gently for 6-8 minutes until tender but holding their shape.',
      'Stir the rest of the cinnamon into the yoghurt.',
      'Serve the plums warm or cold with their syrup and the yoghurt.',
    ],
  },
  {
    name: 'Hazelnut and dark chocolate biscotti',
    description: 'Twice-baked Italian biscuits with toasted hazelnuts and dark chocolate, for dunking.',
    mealTimes: ['desert', 'snack'],
    serves: 8,
    ingredients: [
      ['hazelnuts', 120],
      ['flour', 250],
      ['bakingPowder', 5],
      ['sugar', 150],
      ['egg', 150],
      ['darkChocolate', 80],
    ],
    methods: [
      'Heat the oven to 170 °C (150 °C fan). Toast the hazelnuts on a tray for 8 minutes, rub off the skins and chop roughly.',
      'Mix the flour, baking powder and sugar, then stir in the beaten eggs, hazelnuts and chopped chocolate to a firm dough.',
      'Shape into two logs on a lined tray and bake for 25 minutes; cool for 10 minutes.',
      'Cut the logs diagonally into 1 cm slices, lay them flat and bake for 10 minutes each side until dry and crisp.',
    ],
  },
];

/** The whole catalogue, in a fixed order: the same recipes every time, so a seed never differs by machine. */
/**
 * The families spread evenly over one list: a family's n-th of `size` recipes sits (n + ½) / size of the way
 * along, ties in family order. The seed saves the catalogue in this order and the Recipes screen lists newest
 * first, so a new installation's first page is the end of this list; spread, any stretch of it (that end
 * above all) mixes breakfasts, lunches, dinners, snacks and desserts instead of ending on the desserts.
 */
export function spreadEvenly<T>(families: readonly (readonly T[])[]): T[] {
  return families
    .flatMap((family, index) => family.map((item, n) => ({ item, index, at: (n + 0.5) / family.length })))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ item }) => item);
}

export function buildDemoRecipes(): DemoRecipe[] {
  return spreadEvenly([
    porridges(),
    omelettes(),
    smoothies(),
    BREAKFASTS,
    TOASTS,
    salads(),
    bowls(),
    frittatas(),
    LUNCHES,
    SOUPS,
    stirFries(),
    DINNERS,
    SNACKS,
    DESSERTS,
  ]).map(toDemoRecipe);
}

export const DEMO_RECIPES: readonly DemoRecipe[] = buildDemoRecipes();
