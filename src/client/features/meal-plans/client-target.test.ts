import { describe, expect, it } from 'vitest';
import { clientMeasureErrors, clientWorking, type ClientMeasuresForm } from './client-target.ts';

/** The worked example of docs/decisions/011-energy-calculator.md. */
const woman: ClientMeasuresForm = {
  gender: 'female',
  age: '40',
  heightCm: '165',
  weightKg: '80',
  activity: 'light',
  goal: 'g1',
};

describe('clientWorking', () => {
  it('works out the decision record’s example: 7,200 kJ, or 1,700 Cal', () => {
    const kj = clientWorking(woman, { mainMeals: 3, snacks: 2, dessert: false }, 'kJ')!;
    expect(kj.working.targetKj).toBe(7200);
    expect(kj.working.bmi).toBe(29.4);
    expect(kj.working.factor).toBe(0.75);
    expect(kj.working.split.mainMealKj).toBeCloseTo(2040);
    expect(kj.working.split.snackKj).toBeCloseTo(540);
    const cal = clientWorking(woman, { mainMeals: 3, snacks: 2, dessert: false }, 'Cal')!;
    expect(cal.working.targetKj).toBeCloseTo(1700 * 4.18);
  });

  it('counts a dessert as a snack in the split', () => {
    const working = clientWorking(woman, { mainMeals: 3, snacks: 1, dessert: true }, 'kJ')!.working;
    expect(working.split.snackMeals).toBe(2);
    expect(working.split.snackKj).toBeCloseTo(540);
  });

  it('waits for every measure, and names what is out of range', () => {
    expect(
      clientWorking({ ...woman, weightKg: '' }, { mainMeals: 3, snacks: 0, dessert: false }, 'kJ'),
    ).toBeNull();
    expect(clientMeasureErrors({ ...woman, weightKg: '' })).toEqual({});
    expect(clientMeasureErrors({ ...woman, weightKg: '' }, true).weightKg).toMatch(/weight in kg/);
    expect(clientMeasureErrors({ ...woman, age: '12' }).age).toMatch(/from 18/);
    expect(clientMeasureErrors({ ...woman, age: '40.5' }).age).toMatch(/whole years/);
    expect(clientMeasureErrors({ ...woman, heightCm: '1.65' }).heightCm).toMatch(/height in cm/);
    expect(clientMeasureErrors({ ...woman, gender: '' }, true).gender).toBeDefined();
  });
});
