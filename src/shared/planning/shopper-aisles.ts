/**
 * The aisle a food is bought in, so a shopping list reads in the order a shop is walked (decision 037).
 * A food's aisle comes from, in turn: the admin's category (when its name says an aisle), the dataset's own
 * food group (SR28's food group code, AFCD's classification code), else Other; then a few words of the
 * food's name that move it to where that form of the food is sold ("frozen", "canned", dried fruit, fresh
 * herbs, bottled fruit juice).
 */

/** The aisles in the order a shopper walks them; Other last. */
export const AISLES = [
  'Produce',
  'Meat & seafood',
  'Dairy & eggs',
  'Bakery',
  'Pantry',
  'Frozen',
  'Drinks',
  'Other',
] as const;
export type Aisle = (typeof AISLES)[number];
export const OTHER_AISLE: Aisle = 'Other';

/** USDA SR28 food groups (FD_GROUP's FdGrp_Cd) by code. */
export const SR28_GROUP_AISLES: Readonly<Record<string, Aisle>> = {
  '0100': 'Dairy & eggs', // Dairy and Egg Products
  '0200': 'Pantry', // Spices and Herbs
  '0300': 'Pantry', // Baby Foods
  '0400': 'Pantry', // Fats and Oils
  '0500': 'Meat & seafood', // Poultry Products
  '0600': 'Pantry', // Soups, Sauces, and Gravies
  '0700': 'Meat & seafood', // Sausages and Luncheon Meats
  '0800': 'Pantry', // Breakfast Cereals
  '0900': 'Produce', // Fruits and Fruit Juices
  '1000': 'Meat & seafood', // Pork Products
  '1100': 'Produce', // Vegetables and Vegetable Products
  '1200': 'Pantry', // Nut and Seed Products
  '1300': 'Meat & seafood', // Beef Products
  '1400': 'Drinks', // Beverages
  '1500': 'Meat & seafood', // Finfish and Shellfish Products
  '1600': 'Pantry', // Legumes and Legume Products
  '1700': 'Meat & seafood', // Lamb, Veal, and Game Products
  '1800': 'Bakery', // Baked Products
  '1900': 'Pantry', // Sweets
  '2000': 'Pantry', // Cereal Grains and Pasta
  '2100': 'Other', // Fast Foods
  '2200': 'Other', // Meals, Entrees, and Side Dishes
  '2500': 'Pantry', // Snacks
  '3500': 'Other', // American Indian/Alaska Native Foods
  '3600': 'Other', // Restaurant Foods
};

/**
 * AFCD Release 2 classifications (the AUSNUT food groups: 2-digit major, 3-digit sub-major) by prefix; the
 * longest prefix that is listed wins.
 */
export const AFCD_CLASSIFICATION_AISLES: Readonly<Record<string, Aisle>> = {
  '11': 'Drinks', // Non-alcoholic beverages
  '118': 'Pantry', // Cocoa and beverage bases (Milo)
  '12': 'Pantry', // Cereals and cereal products
  '122': 'Bakery', // Breads and bread rolls
  '123': 'Bakery', // Flat breads, wraps, tortillas
  '13': 'Bakery', // Cereal-based products: biscuits, cakes, pastries
  '132': 'Pantry', // Savoury biscuits and crackers
  '135': 'Other', // Mixed dishes and takeaway
  '14': 'Pantry', // Fats and oils
  '141': 'Dairy & eggs', // Butters
  '142': 'Dairy & eggs', // Dairy blends
  '143': 'Dairy & eggs', // Margarine spreads
  '15': 'Meat & seafood', // Fish and seafood
  '16': 'Produce', // Fruit
  '167': 'Pantry', // Canned fruit
  '168': 'Pantry', // Dried fruit
  '17': 'Dairy & eggs', // Eggs
  '18': 'Meat & seafood', // Meat, poultry and game
  '187': 'Other', // Mixed dishes with meat
  '19': 'Dairy & eggs', // Milk products
  '195': 'Frozen', // Ice cream and frozen milk desserts
  '20': 'Dairy & eggs', // Dairy and meat substitutes
  '201': 'Drinks', // Plant-based beverages
  '206': 'Meat & seafood', // Meat alternatives
  '21': 'Pantry', // Soups
  '22': 'Pantry', // Seeds and nuts
  '23': 'Pantry', // Savoury sauces and condiments
  '235': 'Dairy & eggs', // Dips (chilled)
  '24': 'Produce', // Vegetables
  '241': 'Produce', // Potatoes
  '25': 'Pantry', // Legumes and pulses
  '26': 'Pantry', // Snack foods
  '27': 'Pantry', // Sugar products
  '273': 'Pantry', // Jelly and ice confections
  '28': 'Pantry', // Confectionery and bars
  '29': 'Drinks', // Alcoholic beverages
  '30': 'Pantry', // Special dietary foods
  '31': 'Pantry', // Miscellaneous: yeast, spices, essences, baking powders
  '32': 'Other', // Infant formulae and foods
  '33': 'Other', // Reptiles, amphibians and insects
  '34': 'Meat & seafood', // Crocodile and other game
};

/**
 * Words of a category's name that say its aisle, first match wins: an admin's "Fruit & veg", "Cheese",
 * "Frozen foods". Ordered so "Spices and herbs" is Pantry and "Fruit juices" Produce.
 */
const CATEGORY_WORDS: readonly [RegExp, Aisle][] = [
  [/frozen|ice cream/, 'Frozen'],
  [/spice|dried herb/, 'Pantry'],
  [/fruit|vegetable|\bveg|produce|salad|herb|greens/, 'Produce'],
  [/beverage|drink|juice|water|coffee|\btea\b|wine|beer|spirit|alcohol/, 'Drinks'],
  [/dairy|milk|cheese|yog|\beggs?\b|cream|butter/, 'Dairy & eggs'],
  [/meat|poultry|chicken|beef|pork|lamb|veal|game|fish|seafood|shellfish|sausage|deli/, 'Meat & seafood'],
  [/bakery|baked|bread|pastr|cake/, 'Bakery'],
  [
    /pantry|cereal|grain|pasta|rice|noodle|legume|pulse|bean|nut|seed|oil|fat|sauce|condiment|soup|snack|sweet|sugar|confection|flour|canned|baking|dry goods/,
    'Pantry',
  ],
];

/** The aisle a category's name says, or null when it names none (an admin's "Recipes I like"). */
export function aisleOfCategory(category: string): Aisle | null {
  const name = category.toLowerCase();
  for (const [words, aisle] of CATEGORY_WORDS) if (words.test(name)) return aisle;
  return null;
}

/** The aisle of a dataset's food group: SR28's 4-digit group code or AFCD's classification code. */
export function aisleOfSourceGroup(source: string, group: string | null): Aisle | null {
  const code = group?.trim();
  if (!code) return null;
  if (source === 'SR28') return SR28_GROUP_AISLES[code] ?? null;
  if (source === 'AFCD') {
    for (let length = Math.min(code.length, 3); length >= 2; length -= 1) {
      const aisle = AFCD_CLASSIFICATION_AISLES[code.slice(0, length)];
      if (aisle) return aisle;
    }
  }
  return null;
}

export interface AisleInput {
  /** The food's name, as the dataset or its author wrote it. */
  name: string;
  /** The admin's category of the food, if any. */
  category: string | null;
  /** Where the food came from: 'SR28', 'AFCD', 'Template', 'Custom'. */
  source: string;
  /** The dataset's own food group code (SR28 FdGrp_Cd, AFCD Classification); null when it gave none. */
  sourceGroup: string | null;
}

/** The aisle a shopper finds the food in (see the module's doc). */
export function shopperAisle(food: AisleInput): Aisle {
  const aisle =
    (food.category ? aisleOfCategory(food.category) : null) ??
    aisleOfSourceGroup(food.source, food.sourceGroup) ??
    OTHER_AISLE;
  const name = food.name.toLowerCase();
  // "Shrimp, raw (may have been previously frozen)" is sold thawed, at the counter.
  if (/(?<!previously )\bfrozen\b|\bice creams?\b/.test(name)) return 'Frozen';
  // Fruit juice sold as a drink; a raw juice ("Lemon juice, raw") is squeezed from the fruit bought, and
  // "packed in tomato juice" is how a can is filled.
  const head = name.split(',', 1)[0]!;
  if (aisle === 'Produce' && /\bjuice\b/.test(head) && !/\braw\b/.test(name)) return 'Drinks';
  const fresh = aisle === 'Produce' || aisle === 'Meat & seafood' || aisle === 'Dairy & eggs';
  if (fresh && /\bcanned\b/.test(name)) return 'Pantry';
  if (aisle === 'Produce' && /\b(dried|dehydrated)\b/.test(name)) return 'Pantry';
  // SR28 files fresh herbs with the dried spices.
  if (food.source === 'SR28' && food.sourceGroup === '0200' && /\bfresh\b/.test(name)) return 'Produce';
  return aisle;
}

/** Where an aisle comes in the shop: its index in AISLES. */
export function aisleOrder(aisle: string): number {
  const index = (AISLES as readonly string[]).indexOf(aisle);
  return index === -1 ? AISLES.length : index;
}
