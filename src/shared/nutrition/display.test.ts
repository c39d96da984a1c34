import { describe, expect, it } from 'vitest';
import { displayUnit, formatNutrient, roundForDisplay } from './display.ts';

describe('roundForDisplay', () => {
  it.each([
    // [nutrient, value in the unit shown, rounded]
    ['energyKj', 1045.5, 1046], // whole kJ or Cal, halves up
    ['energyKj', 1045.49, 1045],
    ['energyKj', 0.4, 0],
    ['protein', 12.34, 12.3], // one decimal in g
    ['protein', 12.35, 12.4],
    ['fat', 12.04, 12],
    ['fibre', 0.25, 0.3],
    ['sugars', 0.04, 0],
    ['carbohydrate', 99.96, 100],
    ['sodium', 449.5, 450], // whole mg
    ['sodium', 12.3, 12],
  ] as const)('%s %d shows %d', (key, value, rounded) => {
    expect(roundForDisplay(key, value)).toBe(rounded);
  });

  it.each([
    ['protein', -0],
    ['protein', -0.04],
    ['energyKj', -0.4],
    ['sodium', -0.4],
  ] as const)('%s %d shows 0, never -0', (key, value) => {
    expect(Object.is(roundForDisplay(key, value), 0)).toBe(true);
  });
});

describe('formatNutrient', () => {
  it.each([
    // [nutrient, stored value, user's energy unit, text]
    ['energyKj', 1046, 'kJ', '1046 kJ'],
    ['energyKj', 1046, 'Cal', '250 Cal'], // 1046 / 4.18 = 250.24
    ['energyKj', 4180, 'Cal', '1000 Cal'], // 4180 / 4.18; with 4.184 it would be 999
    ['energyKj', 1045.49, 'Cal', '250 Cal'], // converted first, then rounded: 250.12
    ['energyKj', 12345.6, 'kJ', '12346 kJ'], // no thousands separator
    ['energyKj', 0, 'Cal', '0 Cal'],
    ['protein', 12, 'kJ', '12 g'], // no trailing zero
    ['protein', 12.04, 'Cal', '12 g'],
    ['fat', 13.75, 'kJ', '13.8 g'],
    ['fibre', 0.25, 'kJ', '0.3 g'],
    ['sugars', 0.049, 'kJ', '0 g'],
    ['carbohydrate', -0, 'kJ', '0 g'],
    ['sodium', 449.6, 'Cal', '450 mg'],
    ['sodium', 1125, 'kJ', '1125 mg'],
  ] as const)('%s %d for a %s user is %j', (key, value, energyUnit, text) => {
    expect(formatNutrient(key, value, energyUnit)).toBe(text);
  });
});

describe('displayUnit', () => {
  it.each([
    ['energyKj', 'kJ', 'kJ'],
    ['energyKj', 'Cal', 'Cal'],
    ['protein', 'Cal', 'g'],
    ['fibre', 'kJ', 'g'],
    ['sodium', 'Cal', 'mg'],
  ] as const)('%s for a %s user is in %s', (key, energyUnit, unit) => {
    expect(displayUnit(key, energyUnit)).toBe(unit);
  });
});
