import { describe, expect, it } from 'vitest';
import { checkEnergy, describeEnergyOutlier, impliedEnergyKj } from './energy-check.ts';

describe('impliedEnergyKj', () => {
  it('applies the FSANZ factors: protein 17, fat 37, carbohydrate 17, fibre 8 kJ/g', () => {
    expect(impliedEnergyKj({ protein: 1, fat: 0, carbohydrate: 0, fibre: 0 })).toBe(17);
    expect(impliedEnergyKj({ protein: 0, fat: 1, carbohydrate: 0, fibre: 0 })).toBe(37);
    expect(impliedEnergyKj({ protein: 0, fat: 0, carbohydrate: 1, fibre: 0 })).toBe(17);
    expect(impliedEnergyKj({ protein: 0, fat: 0, carbohydrate: 0, fibre: 1 })).toBe(8);
    expect(impliedEnergyKj({ protein: 10, fat: 10, carbohydrate: 27, fibre: 3 })).toBe(1023);
  });

  it('counts unknown macros as 0, and is null when all are unknown', () => {
    expect(impliedEnergyKj({ protein: 2, fat: null, carbohydrate: null, fibre: null })).toBe(34);
    expect(impliedEnergyKj({ protein: null, fat: null, carbohydrate: null, fibre: null })).toBeNull();
  });
});

describe('checkEnergy', () => {
  it.each([
    // [declared kJ, protein, fat, carbohydrate, fibre, outlier]
    [1023, 10, 10, 27, 3, false], // exact
    [1200, 10, 10, 27, 3, false], // 17% above: within tolerance
    [1400, 10, 10, 27, 3, true], // 29% above
    [100, 10, 10, 27, 3, true], // a typo: declared far below
    [60, 0, 0, 0, 0, false], // tiny absolute gap (tea, water)
    [4000, 0, 100, 0, 0, false], // oil: 8% above 3700 kJ
  ])(
    'declared %d kJ with P%d F%d C%d Fi%d: outlier %s',
    (energyKj, protein, fat, carbohydrate, fibre, outlier) => {
      const check = checkEnergy({ energyKj, protein, fat, carbohydrate, fibre });
      expect(check!.outlier).toBe(outlier);
    },
  );

  it('catches energy entered in Calories instead of kilojoules', () => {
    // 100 g of cheddar: about 1690 kJ, i.e. 404 Cal.
    expect(checkEnergy({ energyKj: 404, protein: 25, fat: 33, carbohydrate: 1.3, fibre: 0 })!.outlier).toBe(
      true,
    );
    expect(checkEnergy({ energyKj: 1690, protein: 25, fat: 33, carbohydrate: 1.3, fibre: 0 })!.outlier).toBe(
      false,
    );
  });

  it('is null without a declared energy or without any macro', () => {
    expect(checkEnergy({ energyKj: null, protein: 1, fat: 1, carbohydrate: 1, fibre: 1 })).toBeNull();
    expect(
      checkEnergy({ energyKj: 10, protein: null, fat: null, carbohydrate: null, fibre: null }),
    ).toBeNull();
  });

  it('says what is wrong in words', () => {
    const check = checkEnergy({ energyKj: 100, protein: 10, fat: 10, carbohydrate: 27, fibre: 3 })!;
    expect(describeEnergyOutlier(check)).toBe('Energy 100 kJ differs from the 1023 kJ its macros imply');
  });
});
