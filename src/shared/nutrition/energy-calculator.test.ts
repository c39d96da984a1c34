import { describe, expect, it } from 'vitest';
import { GOAL_CODES } from '../schemas/meal-plans.ts';
import {
  adjustedWeightKg,
  bmiCategory,
  bodyMassIndex,
  calculateEnergyTarget,
  goalDirection,
  idealWeightKg,
  isSeverelyUnderweight,
  mealShares,
  restingEnergyCal,
  roundTargetKj,
  roundToNearest50,
  splitEnergy,
  weightBasedRequirementKj,
  weightGainFactor,
  weightLossFactor,
  type EnergyTargetInput,
} from './energy-calculator.ts';
import { kjToCal } from './energy-units.ts';
import { ACTIVITY_LEVELS, GOAL_LABELS, activityLevel, activityLevelFor } from './goal-options.ts';

/** docs/decisions/011-energy-calculator.md's worked example: 80 kg, 165 cm, 40 years, lightly active. */
const WORKED: EnergyTargetInput = {
  goal: 'g1',
  gender: 'female',
  weightKg: 80,
  heightCm: 165,
  age: 40,
  physicalActivityLevel: 1.56,
  mainMeals: 3,
  snacks: 2,
};

describe('restingEnergyCal (Mifflin-St Jeor, SPEC §9 coefficients)', () => {
  it.each([
    // [gender, kg, cm, years, Cal a day]
    ['female', 80, 165, 40, 1472.65], // 799.2 + 1031.25 - 196.8 - 161
    ['male', 80, 165, 40, 1638.65], // 799.2 + 1031.25 - 196.8 + 5
    ['male', 70, 175, 30, 1650.45], // 699.3 + 1093.75 - 147.6 + 5
    ['female', 55, 160, 25, 1265.45], // 549.45 + 1000 - 123 - 161
  ] as const)('%s, %d kg, %d cm, %d years: %d Cal', (gender, weightKg, heightCm, age, cal) => {
    expect(restingEnergyCal({ gender, weightKg, heightCm, age })).toBeCloseTo(cal, 9);
  });

  it('differs between the sexes by 166 Cal (+5 and -161)', () => {
    const measures = { weightKg: 64, heightCm: 170, age: 52 };
    expect(
      restingEnergyCal({ ...measures, gender: 'male' }) - restingEnergyCal({ ...measures, gender: 'female' }),
    ).toBeCloseTo(166, 9);
  });
});

describe('weights', () => {
  it('ideal weight is the height in metres squared times 25', () => {
    expect(idealWeightKg(165)).toBeCloseTo(68.0625, 9);
    expect(idealWeightKg(200)).toBeCloseTo(100, 9);
  });

  it.each([
    // [kg, cm, adjusted kg]: a quarter of the weight above ideal is added to it
    [80, 165, 71.046875], // (80 - 68.0625) / 4 + 68.0625
    [140, 200, 110], // (140 - 100) / 4 + 100
    [100, 200, 100], // at the ideal weight: the weight itself
    [60, 200, 60], // below it: the weight itself, never more
  ])('%d kg at %d cm: adjusted %d kg', (weightKg, heightCm, adjusted) => {
    expect(adjustedWeightKg(weightKg, heightCm)).toBeCloseTo(adjusted, 9);
    expect(weightBasedRequirementKj(weightKg, heightCm)).toBeCloseTo(adjusted * 100, 6);
  });
});

describe('bodyMassIndex', () => {
  it.each([
    [80, 165, 29.4], // 29.38...
    [68, 200, 17],
    [99.6, 200, 24.9],
    [100, 200, 25],
    [72.4, 200, 18.1],
    [73.8, 200, 18.5], // 18.45 rounds up
    [73.78, 200, 18.4], // 18.445
  ])('%d kg at %d cm: BMI %d, to one decimal place', (weightKg, heightCm, bmi) => {
    expect(bodyMassIndex(weightKg, heightCm)).toBe(bmi);
  });
});

describe('goal codes (SPEC §9)', () => {
  it.each([
    ['g1', 'loss'],
    ['g2', 'maintenance'],
    ['g3', 'maintenance'],
    ['g4', 'maintenance'],
    ['g5', 'loss'],
    ['g6', 'maintenance'],
    ['g7', 'maintenance'],
    ['g8', 'gain'],
    ['g9', 'maintenance'],
  ] as const)('%s is %s', (goal, direction) => {
    expect(goalDirection(goal)).toBe(direction);
  });

  it('has a label for every code, each different', () => {
    const labels = GOAL_CODES.map((code) => GOAL_LABELS[code]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(GOAL_CODES.length);
  });
});

describe('calculateEnergyTarget: every goal code, both sexes', () => {
  // 80 kg, 165 cm, 40 years (BMI 29.4: loss factor 0.75, gain factor 1.3), lightly active (women 1.56,
  // men 1.55), three main meals and two snacks (85 % / 15 %).
  // Women: 1472.65 Cal x 4.18 = 6155.677 kJ x 1.56 = 9602.856 kJ a day.
  // Men:   1638.65 Cal x 4.18 = 6849.557 kJ x 1.55 = 10616.813 kJ a day.
  it.each([
    // [goal, gender, factor, unrounded target, target, per main meal, per snack]
    ['g1', 'female', 0.75, 7202.14209, 7200, 2040, 540],
    ['g2', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g3', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g4', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g5', 'female', 0.75, 7202.14209, 7200, 2040, 540],
    ['g6', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g7', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g8', 'female', 1.3, 12483.712956, 12500, 3541.666667, 937.5],
    ['g9', 'female', 1, 9602.85612, 9600, 2720, 720],
    ['g1', 'male', 0.75, 7962.6100125, 7950, 2252.5, 596.25],
    ['g2', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
    ['g3', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
    ['g4', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
    ['g5', 'male', 0.75, 7962.6100125, 7950, 2252.5, 596.25],
    ['g6', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
    ['g7', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
    ['g8', 'male', 1.3, 13801.857355, 13800, 3910, 1035],
    ['g9', 'male', 1, 10616.81335, 10600, 3003.333333, 795],
  ] as const)(
    '%s, %s: factor %d, %d kJ a day, rounded to %d',
    (goal, gender, factor, unrounded, target, main, snack) => {
      const working = calculateEnergyTarget({
        ...WORKED,
        goal,
        gender,
        physicalActivityLevel: activityLevel('light').pal[gender],
      });
      expect(working.bmi).toBe(29.4);
      expect(working.factor).toBe(factor);
      expect(working.unroundedTargetKj).toBeCloseTo(unrounded, 6);
      expect(working.calculatedTargetKj).toBe(target);
      expect(working.targetKj).toBe(target);
      expect(working.split.mainMealKj).toBeCloseTo(main, 5);
      expect(working.split.snackKj).toBeCloseTo(snack, 5);
    },
  );

  it('keeps every step of the worked example', () => {
    const working = calculateEnergyTarget(WORKED);
    expect(working).toMatchObject({
      physicalActivityLevel: 1.56,
      roundingUnit: 'kJ',
      bmi: 29.4,
      bmiCategory: 'overweight',
      severelyUnderweight: false,
      direction: 'loss',
      factor: 0.75,
      calculatedTargetKj: 7200,
      customTarget: false,
      targetKj: 7200,
      split: { snackMeals: 2, mainShare: 0.85, snackShare: 0.15, customMain: false, customSnack: false },
    });
    expect(working.restingCal).toBeCloseTo(1472.65, 9);
    expect(working.restingKj).toBeCloseTo(6155.677, 9);
    expect(working.dailyEnergyKj).toBeCloseTo(9602.85612, 9);
    expect(working.idealWeightKg).toBeCloseTo(68.0625, 9);
    expect(working.adjustedWeightKg).toBeCloseTo(71.046875, 9);
    expect(working.requirementKj).toBeCloseTo(7104.6875, 9);
    // The same target in Calories, at 4.18 kJ each.
    expect(kjToCal(working.targetKj)).toBeCloseTo(1722.488038, 6);
  });
});

describe('BMI band edges', () => {
  // 200 cm tall, so the weight is 4 x the BMI. 30 years, female, sedentary (1.4).
  it.each([
    // [BMI, loss factor, gain factor, severely underweight, category, loss target, gain target]
    [16.9, 1, 1.4, true, 'underweight', 9450, 13250],
    [17, 1, 1.4, false, 'underweight', 9500, 13300],
    [17.9, 1, 1.4, false, 'underweight', 9700, 13550],
    [18, 1, 1.4, false, 'underweight', 9700, 13600],
    [18.1, 1, 1.3, false, 'underweight', 9750, 12650],
    [18.5, 1, 1.3, false, 'healthy', 9850, 12800],
    [24.9, 1, 1.3, false, 'healthy', 11350, 14750],
    [25, 0.75, 1.3, false, 'overweight', 8500, 14750],
    [29.9, 0.75, 1.3, false, 'overweight', 9400, 16250],
    [30, 0.7, 1.3, false, 'obese1', 8750, 16300],
    [34.9, 0.7, 1.3, false, 'obese1', 9550, 17750],
    [35, 0.675, 1.3, false, 'obese2', 9250, 17800],
    [39.9, 0.675, 1.3, false, 'obese2', 10000, 19300],
    [40, 0.65, 1.3, false, 'obese3', 9650, 19300],
    [44.9, 0.65, 1.3, false, 'obese3', 10400, 20800],
    [45, 0.625, 1.3, false, 'obese3', 10000, 20850],
    [49.9, 0.625, 1.3, false, 'obese3', 10750, 22350],
    [50, 0.6, 1.3, false, 'obese3', 10300, 22350],
    [55, 0.6, 1.3, false, 'obese3', 11000, 23900],
  ] as const)(
    'BMI %d: loss x%d, gain x%d, severely underweight %s, %s',
    (bmi, loss, gain, severe, category, lossTarget, gainTarget) => {
      expect(weightLossFactor(bmi)).toBe(loss);
      expect(weightGainFactor(bmi)).toBe(gain);
      expect(isSeverelyUnderweight(bmi)).toBe(severe);
      expect(bmiCategory(bmi)).toBe(category);

      const person = {
        gender: 'female',
        weightKg: bmi * 4,
        heightCm: 200,
        age: 30,
        physicalActivityLevel: 1.4,
        mainMeals: 3,
        snacks: 0,
      } as const;
      const losing = calculateEnergyTarget({ ...person, goal: 'g1' });
      expect(losing.bmi).toBe(bmi);
      expect(losing.factor).toBe(loss);
      expect(losing.severelyUnderweight).toBe(severe);
      expect(losing.calculatedTargetKj).toBe(lossTarget);
      const gaining = calculateEnergyTarget({ ...person, goal: 'g8' });
      expect(gaining.factor).toBe(gain);
      expect(gaining.calculatedTargetKj).toBe(gainTarget);
      // Maintenance ignores the BMI: the energy used a day, rounded.
      const keeping = calculateEnergyTarget({ ...person, goal: 'g2' });
      expect(keeping.factor).toBe(1);
      expect(keeping.calculatedTargetKj).toBe(roundToNearest50(keeping.dailyEnergyKj));
    },
  );
});

describe('roundToNearest50', () => {
  it.each([
    [7202.14, 7200],
    [7224.99, 7200],
    [7225, 7250], // halves go up
    [7249.5, 7250],
    [7274.99, 7250],
    [7275, 7300],
    [24.99, 0],
    [25, 50],
    [0, 0],
  ])('%d kJ -> %d kJ', (kj, rounded) => {
    expect(roundToNearest50(kj)).toBe(rounded);
  });
});

describe('roundTargetKj: to the nearest 50 of the unit the person reads', () => {
  it.each([
    // [kJ, unit, rounded kJ, as read]
    [7202.14, 'kJ', 7200, 7200],
    [7225, 'kJ', 7250, 7250],
    [7202.14, 'Cal', 7106, 1700], // 1723.0 Cal
    [10253.5, 'Cal', 10241, 2450], // 2453.0 Cal
    [7315, 'Cal', 7315, 1750], // 1750 Cal exactly stays
    [7419.5, 'Cal', 7524, 1800], // 1775 Cal: halves go up
  ] as const)('%d kJ read in %s: %d kJ (%d)', (kj, unit, roundedKj, read) => {
    const rounded = roundTargetKj(kj, unit);
    expect(rounded).toBeCloseTo(roundedKj, 9);
    expect(unit === 'Cal' ? kjToCal(rounded) : rounded).toBeCloseTo(read, 9);
  });

  it('rounds the calculated target for someone who reads Calories, and leaves their own target alone', () => {
    const working = calculateEnergyTarget(WORKED, 'Cal');
    expect(working.roundingUnit).toBe('Cal');
    expect(working.unroundedTargetKj).toBeCloseTo(7202.14209, 6);
    expect(kjToCal(working.calculatedTargetKj)).toBeCloseTo(1700, 9);
    expect(kjToCal(working.split.mainMealKj!)).toBeCloseTo((1700 * 0.85) / 3, 9);
    expect(calculateEnergyTarget({ ...WORKED, customTargetKj: 7000 }, 'Cal').targetKj).toBe(7000);
  });
});

describe('main-meal and snack shares (SPEC §9)', () => {
  it.each([
    // [snacks, dessert, snack meals, main share, snack share]
    [0, false, 0, 1, 0],
    [1, false, 1, 0.9, 0.1],
    [2, false, 2, 0.85, 0.15],
    [3, false, 3, 0.8, 0.2],
    [4, false, 4, 0.75, 0.25],
    [0, true, 1, 0.9, 0.1],
    [1, true, 2, 0.85, 0.15],
    [2, true, 3, 0.8, 0.2],
    [3, true, 4, 0.75, 0.25],
    [4, true, 5, 0.75, 0.25], // a fifth snack-type meal shares the last row's 25 %
  ])('%d snacks, dessert %s: %d snack meals, %d / %d', (snacks, dessert, snackMeals, main, snack) => {
    const split = splitEnergy(8000, { mainMeals: 3, snacks, dessert });
    expect(split.snackMeals).toBe(snackMeals);
    expect(split.mainShare).toBe(main);
    expect(split.snackShare).toBe(snack);
    expect(split.mainMealKj).toBeCloseTo((8000 * main) / 3, 9);
    if (snackMeals === 0) expect(split.snackKj).toBeNull();
    else expect(split.snackKj).toBeCloseTo((8000 * snack) / snackMeals, 9);
    // Every kilojoule of the day is planned, whatever the split.
    expect(3 * split.mainMealKj! + snackMeals * (split.snackKj ?? 0)).toBeCloseTo(8000, 9);
  });

  it.each([
    // [main meals, snacks, per main meal, per snack]
    [1, 0, 8000, null],
    [1, 4, 6000, 500],
    [2, 1, 3600, 800],
    [3, 3, 2133.333333, 533.333333],
  ])(
    '%d main meals and %d snacks of 8000 kJ: %d per main meal, %d per snack',
    (mainMeals, snacks, main, snack) => {
      const split = splitEnergy(8000, { mainMeals, snacks });
      expect(split.mainMealKj).toBeCloseTo(main, 5);
      if (snack === null) expect(split.snackKj).toBeNull();
      else expect(split.snackKj).toBeCloseTo(snack, 5);
    },
  );

  it('has no main-meal energy for a day without main meals', () => {
    expect(splitEnergy(8000, { mainMeals: 0, snacks: 2 }).mainMealKj).toBeNull();
  });

  it('refuses a snack count that is not a whole number of meals', () => {
    expect(() => mealShares(-1)).toThrow(RangeError);
    expect(() => mealShares(1.5)).toThrow(RangeError);
  });
});

describe('custom energies', () => {
  it('a custom daily target replaces the calculated one, unrounded, and the shares split it', () => {
    const working = calculateEnergyTarget({ ...WORKED, customTargetKj: 6523 });
    expect(working.calculatedTargetKj).toBe(7200);
    expect(working.customTarget).toBe(true);
    expect(working.targetKj).toBe(6523);
    expect(working.split.mainMealKj).toBeCloseTo((6523 * 0.85) / 3, 9);
    expect(working.split.snackKj).toBeCloseTo((6523 * 0.15) / 2, 9);
  });

  it('custom energy per main meal and per snack replace the shares, which stay in the working', () => {
    const working = calculateEnergyTarget({ ...WORKED, customMainKj: 2500, customSnackKj: 400 });
    expect(working.targetKj).toBe(7200);
    expect(working.split).toMatchObject({
      mainMealKj: 2500,
      snackKj: 400,
      sharedMainMealKj: 2040,
      sharedSnackKj: 540,
      customMain: true,
      customSnack: true,
    });
  });

  it('a custom snack energy means nothing on a day without snacks', () => {
    const working = calculateEnergyTarget({ ...WORKED, snacks: 0, customSnackKj: 400 });
    expect(working.split.snackKj).toBeNull();
  });
});

describe('activity levels', () => {
  it('give each sex its own value, and find the level back from a stored value', () => {
    for (const level of ACTIVITY_LEVELS) {
      expect(activityLevelFor(level.pal.female, 'female')).toBe(level);
      expect(activityLevelFor(level.pal.male, 'male')).toBe(level);
    }
    expect(activityLevel('moderate').pal).toEqual({ male: 1.78, female: 1.64 });
    expect(activityLevelFor(1.7, 'female')).toBeNull();
  });
});
