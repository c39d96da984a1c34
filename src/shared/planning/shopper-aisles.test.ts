import { describe, expect, it } from 'vitest';
import {
  AFCD_CLASSIFICATION_AISLES,
  AISLES,
  aisleOfCategory,
  SR28_GROUP_AISLES,
  shopperAisle,
  type Aisle,
  type AisleInput,
} from './shopper-aisles.ts';

const sr28 = (name: string, sourceGroup: string): AisleInput => ({
  name,
  category: null,
  source: 'SR28',
  sourceGroup,
});
const afcd = (name: string, sourceGroup: string): AisleInput => ({
  name,
  category: null,
  source: 'AFCD',
  sourceGroup,
});

describe('shopperAisle', () => {
  // Real names and group codes of the SR28 and AFCD Release 2 foods.
  it.each<[AisleInput, Aisle]>([
    [sr28('Lemons, raw, without peel', '0900'), 'Produce'],
    [sr28('Onions, raw', '1100'), 'Produce'],
    [sr28('Chicken, broilers or fryers, breast, meat and skin, raw', '0500'), 'Meat & seafood'],
    [sr28('Fish, salmon, Atlantic, farmed, raw', '1500'), 'Meat & seafood'],
    [sr28('Milk, whole, 3.25% milkfat, with added vitamin D', '0100'), 'Dairy & eggs'],
    [sr28('Egg, whole, raw, fresh', '0100'), 'Dairy & eggs'],
    [sr28('Bread, whole-wheat, commercially prepared', '1800'), 'Bakery'],
    [sr28('Rice, white, long-grain, regular, raw, enriched', '2000'), 'Pantry'],
    [sr28('Oil, olive, salad or cooking', '0400'), 'Pantry'],
    [sr28('Spices, cinnamon, ground', '0200'), 'Pantry'],
    [sr28('Alcoholic beverage, wine, table, red', '1400'), 'Drinks'],
    [sr28('Restaurant, Chinese, fried rice, without meat', '3600'), 'Other'],
    // The name moves a food to where that form of it is sold.
    [sr28('Peas, green, frozen, unprepared', '1100'), 'Frozen'],
    [sr28('Ice creams, vanilla, light', '1900'), 'Frozen'],
    [
      sr28('Crustaceans, shrimp, mixed species, raw (may have been previously frozen)', '1500'),
      'Meat & seafood',
    ],
    [sr28('Tomatoes, red, ripe, canned, packed in tomato juice', '1100'), 'Pantry'],
    [sr28('Fish, tuna, light, canned in water, drained solids', '1500'), 'Pantry'],
    [sr28('Apricots, dried, sulfured, uncooked', '0900'), 'Pantry'],
    [sr28('Orange juice, chilled, includes from concentrate', '0900'), 'Drinks'],
    [sr28('Lemon juice, raw', '0900'), 'Produce'],
    [sr28('Basil, fresh', '0200'), 'Produce'],
    [afcd('Capsicum, red, fresh, raw', '24701'), 'Produce'],
    [afcd('Bread, from white flour, sour dough, commercial', '12201'), 'Bakery'],
    [afcd('Biscuit, savoury, rice cracker, plain', '13201'), 'Pantry'],
    [afcd('Butter, plain, salted', '14101'), 'Dairy & eggs'],
    [afcd('Oil, canola', '14401'), 'Pantry'],
    [afcd('Ice cream, vanilla flavour, regular fat', '19501'), 'Frozen'],
    [afcd('Almond beverage, no added sugar, unfortified', '20101'), 'Drinks'],
    [afcd('Apricot, dried', '16801'), 'Pantry'],
    [afcd('Blueberry, purchased frozen', '16201'), 'Frozen'],
    [afcd('Wine, red, shiraz', '29201'), 'Drinks'],
    [afcd('Cinnamon, dried, ground', '31302'), 'Pantry'],
    // Unknown codes and foods of nobody's dataset are Other.
    [afcd('Something new', '99101'), 'Other'],
    [{ name: 'Grandma’s relish', category: null, source: 'Custom', sourceGroup: null }, 'Other'],
  ])('%o is in %s', (food, aisle) => {
    expect(shopperAisle(food)).toBe(aisle);
  });

  it('follows the admin’s category when its name says an aisle, else the dataset’s group', () => {
    const lemons = sr28('Lemons, raw, without peel', '0900');
    expect(shopperAisle({ ...lemons, category: 'Pantry staples' })).toBe('Pantry');
    expect(shopperAisle({ ...lemons, category: 'Favourites' })).toBe('Produce');
    expect(
      shopperAisle({ name: 'House muesli', category: 'Cereals', source: 'Custom', sourceGroup: null }),
    ).toBe('Pantry');
  });

  it('maps every SR28 food group and every AFCD listed prefix to one of the aisles', () => {
    expect(Object.keys(SR28_GROUP_AISLES)).toHaveLength(25);
    for (const aisle of [...Object.values(SR28_GROUP_AISLES), ...Object.values(AFCD_CLASSIFICATION_AISLES)]) {
      expect(AISLES).toContain(aisle);
    }
  });
});

describe('aisleOfCategory', () => {
  it.each<[string, Aisle | null]>([
    ['Fruit & veg', 'Produce'],
    ['Fruits and Fruit Juices', 'Produce'],
    ['Spices and Herbs', 'Pantry'],
    ['Fresh herbs', 'Produce'],
    ['Dairy and Egg Products', 'Dairy & eggs'],
    ['Cheese', 'Dairy & eggs'],
    ['Poultry Products', 'Meat & seafood'],
    ['Seafood', 'Meat & seafood'],
    ['Baked Products', 'Bakery'],
    ['Bread', 'Bakery'],
    ['Cereal Grains and Pasta', 'Pantry'],
    ['Legumes', 'Pantry'],
    ['Frozen foods', 'Frozen'],
    ['Beverages', 'Drinks'],
    ['Wine', 'Drinks'],
    ['Recipes I like', null],
  ])('“%s” is %s', (category, aisle) => {
    expect(aisleOfCategory(category)).toBe(aisle);
  });
});
