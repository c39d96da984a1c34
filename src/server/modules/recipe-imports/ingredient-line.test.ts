import { describe, expect, it } from 'vitest';
import { describeAmount, parseIngredientLine, type ParsedIngredient } from './ingredient-line.ts';

/** The parts of a parsed line a test names; the rest is not compared. */
function read(line: string) {
  const parsed = parseIngredientLine(line);
  if (parsed.kind === 'header') return { header: parsed.title };
  return {
    amount: parsed.amount ? describeAmount(parsed.amount) : null,
    food: parsed.food,
    size: parsed.size,
    toTaste: parsed.toTaste,
  };
}

function ingredient(line: string): ParsedIngredient {
  const parsed = parseIngredientLine(line);
  if (parsed.kind !== 'ingredient') throw new Error(`${line} read as a header`);
  return parsed;
}

describe('parseIngredientLine: quantities', () => {
  it.each([
    ['2 eggs', '2', 'eggs'],
    ['1.5 cups milk', '1.5 cup', 'milk'],
    ['.5 tsp salt', '0.5 tsp', 'salt'],
    ['1/2 teaspoon salt', '0.5 tsp', 'salt'],
    ['1 1/2 cups sugar', '1.5 cup', 'sugar'],
    ['1-1/2 cups sugar', '1.5 cup', 'sugar'],
    ['½ cup rolled oats', '0.5 cup', 'rolled oats'],
    ['1½ cups water', '1.5 cup', 'water'],
    ['1 ½ cups water', '1.5 cup', 'water'],
    ['2 ¾ cups flour', '2.75 cup', 'flour'],
    ['8 3/4 ounces crushed pineapple, drained', '8.75 oz', 'crushed pineapple'],
    ['0 Salad oil', '0', 'Salad oil'],
    ['1 dozen eggs', '12', 'eggs'],
    ['a pinch of salt', '1 pinch', 'salt'],
    ['An apple', null, 'An apple'],
    ['500g plain flour', '500 g', 'plain flour'],
    ['2tbsp honey', '2 tbsp', 'honey'],
    ['2 x 400 g cans chickpeas, drained', '800 g', 'chickpeas'],
  ])('%s → %s of %s', (line, amount, food) => {
    expect(read(line)).toMatchObject({ amount, food });
  });

  it('reads a range as its middle and says so', () => {
    const parsed = ingredient('2-3 cloves garlic, crushed');
    expect(describeAmount(parsed.amount!)).toBe('2.5 clove');
    expect(parsed.food).toBe('garlic');
    expect(parsed.notes).toEqual(['The range 2–3 was read as 2.5, its middle.']);
    expect(describeAmount(ingredient('3 1/2 to 4 cups all-purpose flour').amount!)).toBe('3.75 cup');
    expect(describeAmount(ingredient('1–2 tbsp olive oil').amount!)).toBe('1.5 tbsp');
  });
});

describe('parseIngredientLine: units', () => {
  it.each([
    ['1 cup flour', '1 cup'],
    ['2 cups flour', '2 cup'],
    ['2 c flour', '2 cup'],
    ['1 tablespoon oil', '1 tbsp'],
    ['2 Tablespoons sugar', '2 tbsp'],
    ['1 Tbsp. butter', '1 tbsp'],
    ['1 tbs vinegar', '1 tbsp'],
    ['1 T sugar', '1 tbsp'],
    ['1 teaspoon salt', '1 tsp'],
    ['1 tsp salt', '1 tsp'],
    ['1 t salt', '1 tsp'],
    ['250 g butter', '250 g'],
    ['250 grams butter', '250 g'],
    ['1 kg potatoes', '1 kg'],
    ['1.5 kilograms potatoes', '1.5 kg'],
    ['300 ml milk', '300 mL'],
    ['300 mL milk', '300 mL'],
    ['1 l stock', '1 L'],
    ['2 litres stock', '2 L'],
    ['1 liter stock', '1 L'],
    ['8 ounces cream cheese', '8 oz'],
    ['8 oz. cream cheese', '8 oz'],
    ['2 fl oz cream', '2 fl oz'],
    ['1 lb beef mince', '1 lb'],
    ['2 pounds potatoes', '2 lb'],
    ['1 pint cream', '1 pint'],
    ['1 quart buttermilk', '1 quart'],
    ['1 pinch nutmeg', '1 pinch'],
    ['2 pinches salt', '2 pinch'],
    ['1 dash hot sauce', '1 dash'],
    ['3 cloves garlic', '3 clove'],
    ['1 can tomatoes', '1 can'],
    ['2 tins tomatoes', '2 can'],
    ['1 package yeast', '1 package'],
    ['2 slices bread', '2 slice'],
    ['1 stick butter', '1 stick'],
    ['1 bunch coriander', '1 bunch'],
    ['1 heaping tablespoon cocoa', '1 tbsp'],
  ])('%s → %s', (line, amount) => {
    expect(read(line).amount).toBe(amount);
  });

  it('takes a count unit that ends the food’s name as the unit', () => {
    expect(read('4 garlic cloves, minced')).toMatchObject({ amount: '4 clove', food: 'garlic' });
    expect(read('2 celery stalks')).toMatchObject({ amount: '2 stalk', food: 'celery' });
  });

  it('keeps the unit word as the food when nothing follows it', () => {
    expect(read('5 whole cloves')).toMatchObject({ amount: '5', food: 'cloves' });
    expect(read('2 rolls')).toMatchObject({ amount: '2', food: 'rolls' });
  });

  it('reads a size of a count', () => {
    expect(read('2 large eggs')).toMatchObject({ amount: '2', size: 'large', food: 'eggs' });
    expect(read('2 medium sized onions, finely grated')).toMatchObject({ size: 'medium', food: 'onions' });
    expect(read('1 extra large egg')).toMatchObject({ size: 'extra large', food: 'egg' });
  });

  it('passes over a container after a weight', () => {
    expect(read('16 ounce jar peanut butter')).toMatchObject({ amount: '16 oz', food: 'peanut butter' });
    expect(read('1 1/2 pound box confectioners sugar')).toMatchObject({
      amount: '1.5 lb',
      food: 'confectioners sugar',
    });
  });

  it('adds the amounts after a plus', () => {
    const parsed = ingredient('3/4 cup + 2 Tablespoons buttermilk');
    expect(describeAmount(parsed.amount!)).toBe('0.75 cup');
    expect(parsed.extra.map(describeAmount)).toEqual(['2 tbsp']);
    expect(parsed.food).toBe('buttermilk');
  });
});

describe('parseIngredientLine: the food', () => {
  it.each([
    ['3 eggs, separated', 'eggs', ['separated']],
    ['1 cup walnuts, chopped', 'walnuts', ['chopped']],
    ['1 cup of water', 'water', []],
    ['1/2 cup butter or margarine, softened', 'butter', ['softened', 'or margarine']],
    ['4 cups fresh or frozen cranberries', 'fresh cranberries', ['or frozen']],
    ['2 cups heavy or whipping cream', 'heavy cream', ['or whipping']],
    ['3/4 cup ready-to-serve chicken or beef broth', 'ready-to-serve chicken broth', ['or beef']],
    ['1 can sweetened, condensed milk', 'sweetened condensed milk', []],
    ['1 cup chopped nuts (optional)', 'chopped nuts', ['optional']],
    ['1/2 cup cocoa (unsweetened)', 'cocoa', ['unsweetened']],
    ['10 ounces frozen spinach - thawed and drained', 'frozen spinach', ['thawed and drained']],
    ['Whipped cream for topping', 'Whipped cream', ['for topping']],
  ])('%s → %s', (line, food, details) => {
    const parsed = ingredient(line);
    expect(parsed.food).toBe(food);
    expect(parsed.details).toEqual(expect.arrayContaining(details));
  });

  it('reads amounts in brackets as alternatives, "each" per item, other brackets as details', () => {
    expect(ingredient('8 Tablespoons (1 stick) cold unsalted butter, cut up').alternatives).toEqual([
      { quantity: 1, unit: 'stick', each: false },
    ]);
    expect(ingredient('2 packages (3 ounces each) cream cheese, softened').alternatives).toEqual([
      { quantity: 3, unit: 'oz', each: true },
    ]);
    expect(ingredient('1 Worcestershire sauce (approximately 32 ounces)').alternatives).toEqual([
      { quantity: 32, unit: 'oz', each: false },
    ]);
    expect(ingredient('1 2/3 cups evaporated milk (13 ounce can)').alternatives).toEqual([
      { quantity: 13, unit: 'oz', each: false },
    ]);
    const substitute = ingredient('5 cups flour (2 cups of oatmeal may be substituted)');
    expect(substitute.alternatives).toEqual([]);
    expect(substitute.details).toEqual(['2 cups of oatmeal may be substituted']);
  });

  it('sees lines with no amount, or to taste', () => {
    expect(read('Sugar')).toEqual({ amount: null, food: 'Sugar', size: null, toTaste: false });
    expect(read('salt and pepper to taste')).toMatchObject({
      amount: null,
      toTaste: true,
      food: 'salt and pepper',
    });
    expect(read('0 To taste, Cheddar cheese, shredded (or Co-jack)')).toMatchObject({
      amount: '0',
      toTaste: true,
      food: 'Cheddar cheese',
    });
  });
});

describe('parseIngredientLine: section headers', () => {
  it.each([
    ['## Cake', 'Cake'],
    ['# Frosting', 'Frosting'],
    ['##', ''],
    ['For the sauce:', 'For the sauce'],
    ['Filling:', 'Filling'],
    ['For the dressing', 'For the dressing'],
  ])('%s is a header', (line, title) => {
    expect(read(line)).toEqual({ header: title });
  });

  it.each(['2 cups flour', 'Crisco pastry for 1-crust pie', 'Sugar', 'Whipped cream for topping'])(
    '%s is not a header',
    (line) => {
      expect(parseIngredientLine(line).kind).toBe('ingredient');
    },
  );
});
