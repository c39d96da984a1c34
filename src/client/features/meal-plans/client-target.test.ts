import { describe, expect, it } from 'vitest';
import {
  clientMeasureErrors,
  clientWorking,
  EMPTY_CLIENT_MEASURES,
  measuresFromRecord,
  proposeFromRecord,
  recordHasMeasures,
  type ClientMeasuresForm,
} from './client-target.ts';

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

describe('measuresFromRecord: the calculator starts from the client record', () => {
  const empty = {
    weightKg: null,
    heightCm: null,
    birthDate: null,
    age: null,
    ageOn: null,
    gender: null,
    activity: null,
    goal: null,
  };

  it('takes every stored measure, the age from the birth date on the day', () => {
    const record = {
      ...empty,
      weightKg: 80,
      heightCm: 165,
      birthDate: '1985-06-15',
      gender: 'female' as const,
      activity: 'light' as const,
      goal: 'g1' as const,
    };
    expect(measuresFromRecord(record, '2025-06-14')).toEqual({ ...woman, age: '39' });
    expect(measuresFromRecord(record, '2025-06-15')).toEqual(woman);
    // The decision record's example, from the record alone.
    const from = measuresFromRecord(record, '2025-06-15');
    expect(clientWorking(from, { mainMeals: 3, snacks: 2, dessert: false }, 'kJ')!.working.targetKj).toBe(
      7200,
    );
  });

  it('counts an age on from the day it was given', () => {
    const record = { ...empty, age: 40, ageOn: '2024-03-01', gender: 'male' as const };
    expect(measuresFromRecord(record, '2024-12-31').age).toBe('40');
    expect(measuresFromRecord(record, '2026-03-01').age).toBe('42');
  });

  it('leaves what the record lacks as the empty calculator has it', () => {
    expect(measuresFromRecord(empty, '2026-01-01')).toEqual(EMPTY_CLIENT_MEASURES);
    expect(recordHasMeasures(empty)).toBe(false);
    expect(measuresFromRecord({ ...empty, weightKg: 62.5 }, '2026-01-01')).toEqual({
      ...EMPTY_CLIENT_MEASURES,
      weightKg: '62.5',
    });
    expect(recordHasMeasures({ ...empty, weightKg: 62.5 })).toBe(true);
  });
});

describe('proposeFromRecord', () => {
  it('proposes by the record’s goal, activity, weight and sex, and says what it went by', () => {
    // Very active, 80 kg: 1.6 g/kg x 80 = 128 g x 17 = 2,176 kJ of 12,000 kJ = 18.1 %, inside 15-25 %;
    // fat 30 %; carbohydrate 100 - 30 - 18.1 = 51.9, so 52 %. A man: 30 g fibre.
    const proposal = proposeFromRecord(
      { goal: 'g6', activity: 'heavy', weightKg: 80, gender: 'male' },
      12000,
    );
    expect(proposal.spec).toEqual({
      protein: { unit: 'gPerKg', value: 1.6 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'percent', value: 52 },
      fibreMinG: 30,
    });
    expect(proposal.basis).toBe('Goal: Improve sports performance, very active, 80 kg, male');
  });

  it('proposes the weight-loss shares for a woman losing weight', () => {
    const proposal = proposeFromRecord(
      { goal: 'g1', activity: 'light', weightKg: 90, gender: 'female' },
      7200,
    );
    expect(proposal.spec).toEqual({
      protein: { unit: 'percent', value: 25 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'percent', value: 45 },
      fibreMinG: 25,
    });
    expect(proposal.basis).toBe('Goal: Lose weight, lightly active, 90 kg, female');
  });

  it('falls back to the maintenance shares without a record', () => {
    const proposal = proposeFromRecord(null, 8400);
    expect(proposal.spec.protein).toEqual({ unit: 'percent', value: 20 });
    expect(proposal.spec.carbohydrate).toEqual({ unit: 'percent', value: 50 });
    expect(proposal.basis).toBe('No goal recorded');
  });
});
