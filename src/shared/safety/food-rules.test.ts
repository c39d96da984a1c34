import { describe, expect, it } from 'vitest';
import { CONTAINS_TAGS, FOOD_DIET_FLAGS } from './client-safety.ts';
import { classifyFood, FOOD_RULES_VERSION } from './food-rules.ts';

/*
 * The rule table over names as people type them (custom foods: no dataset group). The real SR28 and AFCD
 * names, with their groups, are tested against the datasets themselves in
 * src/server/modules/food-imports/food-rules-real-foods.test.ts.
 */

const custom = (name: string) => classifyFood({ name, group: null, src: 'Custom' });

describe('classifyFood', () => {
  it.each([
    // name, contains, diet flags: exact sets, in CONTAINS_TAGS and FOOD_DIET_FLAGS order.
    ['Butter', ['Dairy'], ['animal']],
    ['Peanut butter', ['Peanuts'], ['legume']],
    ['Almond butter', ['Nuts'], []],
    ['Cocoa butter', [], []],
    ['Almond milk', ['Nuts'], []],
    ['Coconut milk', [], []],
    ['Soy milk', ['Soy'], ['legume']],
    ['Oat milk', ['Gluten'], ['grain']],
    ['Rice milk', [], ['grain']],
    ['Cream of tartar', [], []],
    ['Buckwheat flour', [], ['grain']],
    ['Soy sauce', ['Gluten', 'Wheat', 'Soy'], ['grain', 'legume']],
    ['Tamari', ['Soy'], ['legume']],
    ['Worcestershire sauce', ['Seafood'], ['fish', 'animal']],
    ['Basil pesto', ['Dairy', 'Nuts'], ['animal']],
    ['Egg noodles', ['Gluten', 'Wheat', 'Egg'], ['animal', 'grain']],
    ['Mayonnaise', ['Egg'], ['animal']],
    ['Tahini', ['Sesame'], []],
    ['Halva', ['Sesame'], []],
    ['Rolled oats', ['Gluten'], ['grain']],
    ['Eggplant', [], []],
    ['Nutmeg', [], []],
    ['Butternut squash', [], []],
    ['Water chestnuts', [], []],
    ['Desiccated coconut', [], []],
    ['Ghee', ['Dairy'], ['animal']],
    ['Whey protein', ['Dairy'], ['animal']],
    ['Sodium caseinate', ['Dairy'], ['animal']],
    ['Greek yoghurt', ['Dairy'], ['animal']],
    ['Gelatine', [], ['meat', 'animal']],
    ['Honey', [], ['animal']],
    ['Beer', ['Gluten', 'Wheat'], ['alcohol', 'grain']],
    ['Red wine', [], ['animal', 'alcohol']],
    ['Red wine vinegar', [], []],
    ['Ham', [], ['meat', 'pork', 'animal']],
    ['Bacon', [], ['meat', 'pork', 'animal']],
    ['Prosciutto', [], ['meat', 'pork', 'animal']],
    ['Salami', [], ['meat', 'pork', 'animal']],
    ['Chorizo', [], ['meat', 'pork', 'animal']],
    ['Beef sausages', [], ['meat', 'animal']],
    ['Turkey bacon', [], ['meat', 'animal']],
    ['Fish sauce', ['Seafood'], ['fish', 'animal']],
    ['Tuna', ['Seafood'], ['fish', 'animal']],
    ['Prawns', ['Seafood'], ['shellfish', 'animal']],
    ['Oyster mushrooms', [], []],
    ['Oyster sauce', ['Seafood'], ['shellfish', 'animal']],
    ['Chicken breast', [], ['meat', 'animal']],
    ['Chickpeas', [], ['legume']],
    ['Green beans', [], []],
    ['Kidney beans', [], ['legume']],
    ['Tofu', ['Soy'], ['legume']],
    ['Gluten-free bread', [], ['grain']],
    ['Vegetarian sausages', [], []],
    ['Hummus', ['Sesame'], ['legume']],
    ['Cashews', ['Nuts'], []],
    ['Mixed nuts with peanuts', ['Nuts', 'Peanuts'], ['legume']],
    ['Sesame oil', ['Sesame'], []],
    ['Soybean oil', [], ['legume']],
    ['Brownie, without nuts', ['Gluten', 'Wheat'], ['grain']],
    ['Muesli bar, with or without nuts', ['Gluten', 'Nuts'], ['grain']],
    ['Mushrooms', [], []],
    ['Apple', [], []],
  ] as const)('%s: contains %j, diet flags %j', (name, contains, dietFlags) => {
    expect(custom(name)).toEqual({ contains, dietFlags });
  });

  it('reads names whatever their case, accents and hyphens', () => {
    expect(custom('CRÈME FRAÎCHE, full cream')).toEqual({ contains: ['Dairy'], dietFlags: ['animal'] });
    expect(custom('Whole-wheat flour')).toEqual(custom('whole wheat flour'));
    expect(custom('gluten free pasta')).toEqual(custom('Gluten-free pasta'));
  });

  it('lets a dataset group speak where the name is silent, and names decide within it', () => {
    // SR28 1500 finfish and shellfish; AFCD 15 fish and seafood: fish unless the name says crustacean.
    expect(classifyFood({ name: 'Fish, cusk, raw', group: '1500', src: 'SR28' })).toEqual({
      contains: ['Seafood'],
      dietFlags: ['fish', 'animal'],
    });
    expect(classifyFood({ name: 'Fish, cusk, raw', group: null, src: 'Custom' })).toEqual({
      contains: ['Seafood'],
      dietFlags: ['fish', 'animal'],
    });
    expect(classifyFood({ name: 'Moreton Bay bug, raw', group: '15201', src: 'AFCD' }).dietFlags).toEqual([
      'shellfish',
      'animal',
    ]);
    // SR28 1000 pork: a cut the name does not call pork is pork all the same.
    expect(classifyFood({ name: 'Spareribs, cooked', group: '1000', src: 'SR28' }).dietFlags).toEqual([
      'meat',
      'pork',
      'animal',
    ]);
    // SR28 1600 legumes holds the meat analogues: never meat, whatever they are called.
    expect(
      classifyFood({ name: 'MORNINGSTAR FARMS Breakfast Sausage Patties', group: '1600', src: 'SR28' }),
    ).toEqual({ contains: [], dietFlags: ['legume'] });
    // Without `src` the group code says which dataset: four digits ending in 00 are SR28's.
    expect(classifyFood({ name: 'Spareribs, cooked', group: '1000' })).toEqual(
      classifyFood({ name: 'Spareribs, cooked', group: '1000', src: 'SR28' }),
    );
  });

  it('answers only known tags and flags, in their lists order', () => {
    const { contains, dietFlags } = custom('Fast food: cheeseburger with bacon, egg, peanut sauce and beer');
    expect(contains).toEqual(CONTAINS_TAGS.filter((tag) => contains.includes(tag)));
    expect(dietFlags).toEqual(FOOD_DIET_FLAGS.filter((flag) => dietFlags.includes(flag)));
    expect(contains).toEqual(['Gluten', 'Wheat', 'Dairy', 'Egg', 'Peanuts']);
    expect(dietFlags).toEqual(['meat', 'pork', 'animal', 'alcohol', 'grain', 'legume']);
  });

  it('has a version, raised whenever the table changes', () => {
    expect(Number.isInteger(FOOD_RULES_VERSION) && FOOD_RULES_VERSION >= 1).toBe(true);
  });
});
