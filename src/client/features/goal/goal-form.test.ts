import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../shared/schemas/goals.ts';
import { ageOn, goalInputOf, initialGoalForm, palOf, previewWorking, SAVED_ACTIVITY } from './goal-form.ts';

const SAVED: Goal = {
  goal: 'g1',
  weightKg: 80,
  heightCm: 165,
  gender: 'female',
  age: 40,
  physicalActivityLevel: 1.56,
  mainMeals: ['breakfast', 'lunch', 'dinner'],
  snacks: 2,
  customTargetKj: 7524, // 1800 Cal
  customMainKj: null,
  customSnackKj: null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('the Goal form', () => {
  it('shows a saved goal in the user’s unit and gives back the same goal in kJ', () => {
    for (const unit of ['kJ', 'Cal'] as const) {
      const initial = initialGoalForm(SAVED, unit, null);
      expect(initial.values).toMatchObject({
        activity: 'light',
        customTargetKj: unit === 'kJ' ? '7524' : '1800',
        customMainKj: '',
      });
      const input = goalInputOf(initial.values, initial.mainMeals, unit, initial.savedPal);
      expect(input.physicalActivityLevel).toBe(1.56);
      expect(input.customTargetKj).toBeCloseTo(7524, 9);
      expect(input.customMainKj).toBeNull();
    }
  });

  it('keeps a stored activity level that is none of the listed ones', () => {
    const initial = initialGoalForm({ ...SAVED, physicalActivityLevel: 1.7 }, 'kJ', null);
    expect(initial.values.activity).toBe(SAVED_ACTIVITY);
    expect(initial.savedPal).toBe(1.7);
    expect(goalInputOf(initial.values, initial.mainMeals, 'kJ', initial.savedPal).physicalActivityLevel).toBe(
      1.7,
    );
  });

  it('gives the activity level’s value for the chosen sex', () => {
    expect(palOf('moderate', 'female', null)).toBe(1.64);
    expect(palOf('moderate', 'male', null)).toBe(1.78);
    expect(palOf('moderate', '', null)).toBe(1.64);
    expect(palOf('', 'male', null)).toBeNaN();
  });

  it('starts a first goal from the profile’s sex and age', () => {
    const initial = initialGoalForm(
      null,
      'kJ',
      { gender: 'male', birthDate: '1990-06-15' },
      new Date(2026, 5, 14),
    );
    expect(initial.values).toMatchObject({ gender: 'male', age: '35', goal: 'g2' });
    expect(initialGoalForm(null, 'kJ', { gender: 'other', birthDate: null }).values).toMatchObject({
      gender: '',
      age: '',
    });
    expect(ageOn('1990-06-15', new Date(2026, 5, 15))).toBe(36);
  });

  it('previews the working once the measures are valid, leaving out a custom value not yet valid', () => {
    const initial = initialGoalForm(null, 'kJ', null);
    expect(previewWorking(goalInputOf(initial.values, initial.mainMeals, 'kJ', null), 'kJ')).toBeNull();

    const values = {
      ...initial.values,
      goal: 'g1',
      gender: 'female',
      age: '40',
      heightCm: '165',
      weightKg: '80',
      customTargetKj: '12',
    };
    const preview = previewWorking(goalInputOf(values, initial.mainMeals, 'kJ', null), 'kJ');
    expect(preview?.working).toMatchObject({ targetKj: 7200, customTarget: false });
    expect(preview?.measures).toEqual({ weightKg: 80, heightCm: 165, age: 40, gender: 'female' });
    // Someone who reads Calories gets a target of whole fifties of Calories.
    const inCal = previewWorking(goalInputOf(values, initial.mainMeals, 'Cal', null), 'Cal');
    expect(inCal?.working.targetKj).toBeCloseTo(1700 * 4.18, 9);
  });
});
