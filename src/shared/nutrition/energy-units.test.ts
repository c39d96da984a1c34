import { describe, expect, it } from 'vitest';
import { calToKj, energyInUnit, kjToCal } from './energy-units.ts';

// Nine decimal places: 4.184 (the thermochemical calorie) instead of 4.18 fails every row.
describe('kjToCal', () => {
  it.each([
    [4180, 1000], // 4180 / 4.18
    [418, 100],
    [1046, 250.239234449761], // 1046 / 4.18
    [1, 0.239234449761],
    [0, 0],
  ])('%d kJ is %d Cal', (kj, cal) => {
    expect(kjToCal(kj)).toBeCloseTo(cal, 9);
  });
});

describe('calToKj', () => {
  it.each([
    [100, 418], // 100 * 4.18
    [250, 1045],
    [1, 4.18],
    [0.5, 2.09],
    [0, 0],
  ])('%d Cal is %d kJ', (cal, kj) => {
    expect(calToKj(cal)).toBeCloseTo(kj, 9);
  });

  it('undoes kjToCal', () => {
    expect(calToKj(kjToCal(1234.5))).toBeCloseTo(1234.5, 9);
  });
});

describe('energyInUnit', () => {
  it.each([
    [1046, 'kJ', 1046],
    [1046, 'Cal', 250.239234449761],
    [0, 'Cal', 0],
  ] as const)('%d kJ shown in %s is %d', (kj, unit, shown) => {
    expect(energyInUnit(kj, unit)).toBeCloseTo(shown, 9);
  });
});
