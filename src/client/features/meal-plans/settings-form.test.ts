import { describe, expect, it } from 'vitest';
import { ZPlanSettingsInput, type Plan } from '../../../shared/schemas/planner.ts';
import {
  addIngredientWords,
  energyFieldText,
  initialSettings,
  settingsInputOf,
  tagChoices,
} from './settings-form.ts';

const plan = {
  id: '7f1e1a52-3b86-4b8e-9a43-4a3f1c0f2d11',
  energyTargetKj: 7106,
  mainMeals: ['breakfast', 'dinner'],
  snacks: 2,
  dessert: true,
  servings: { dinner: 2 },
  mealTags: ['Vegetarian'],
  nutritionTags: [],
  avoidTags: ['Gluten'],
  ingredientTags: ['oats'],
} as unknown as Plan;

describe('plan settings form', () => {
  it('shows energy in the user’s unit and turns it back into kJ', () => {
    const form = initialSettings(plan, 'Cal');
    expect(form.energyTarget).toBe('1700');
    expect(form.servings.dinner).toBe('2');
    expect(form.servings.lunch).toBe('1');
    const input = ZPlanSettingsInput.parse(settingsInputOf(plan.id, form, 'Cal'));
    expect(input.energyTargetKj).toBeCloseTo(7106);
    expect(input.servings).toMatchObject({ dinner: 2, breakfast: 1 });
    expect(input.mainMeals).toEqual(['breakfast', 'dinner']);
  });

  it('reads a blank target as none and a comma as the decimal point', () => {
    const form = { ...initialSettings(plan, 'kJ'), energyTarget: ' ' };
    expect(settingsInputOf(plan.id, form, 'kJ').energyTargetKj).toBeNull();
    const halves = { ...form, servings: { ...form.servings, lunch: '1,5' } };
    expect(settingsInputOf(plan.id, halves, 'kJ').servings.lunch).toBe(1.5);
    expect(energyFieldText(null, 'kJ')).toBe('');
  });

  it('refuses a plan without a main meal with the spec’s message', () => {
    const form = { ...initialSettings(plan, 'kJ'), mainMeals: [] };
    const parsed = ZPlanSettingsInput.safeParse(settingsInputOf(plan.id, form, 'kJ'));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('Please select at least one main meal');
  });

  it('adds ingredient words once each, lower-cased, split on commas', () => {
    expect(addIngredientWords(['oats'], ' Chicken,  OATS , sweet   potato,')).toEqual([
      'oats',
      'chicken',
      'sweet potato',
    ]);
  });

  it('keeps a chosen tag the list no longer offers', () => {
    expect(tagChoices(['A', 'B'], ['C', 'A'])).toEqual(['A', 'B', 'C']);
  });
});
