import { describe, expect, it } from 'vitest';
import { ZPlanSettingsInput, type Plan } from '../../../shared/schemas/planner.ts';
import {
  addIngredientWords,
  agreementText,
  clearedMacroTargets,
  energyFieldText,
  initialSettings,
  macroSpecOf,
  macroTargetErrors,
  macroTargetsForm,
  macroTargetsPreview,
  settingsInputOf,
  tagChoices,
  typedEnergyKj,
  type MacroTargetsForm,
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
  macroTargets: null,
} as unknown as Plan;

/** Targets typed as grams a day. */
const grams = (protein: string, fat: string, carbohydrate: string, fibreMin = ''): MacroTargetsForm => ({
  protein: { unit: 'g', value: protein },
  fat: { unit: 'g', value: fat },
  carbohydrate: { unit: 'g', value: carbohydrate },
  fibreMin,
});

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

describe('plan settings form: macro targets', () => {
  it('starts from the plan’s targets and sends them back as typed; all blank clears them', () => {
    const spec = {
      protein: { unit: 'gPerKg' as const, value: 1.8 },
      fat: { unit: 'percent' as const, value: 30 },
      carbohydrate: null,
      fibreMinG: 30,
    };
    const form = initialSettings({ ...plan, macroTargets: spec }, 'kJ');
    expect(form.macroTargets.protein).toEqual({ unit: 'gPerKg', value: '1.8' });
    expect(form.macroTargets.carbohydrate.value).toBe('');
    expect(form.macroTargets.fibreMin).toBe('30');
    const input = ZPlanSettingsInput.parse(settingsInputOf(plan.id, form, 'kJ'));
    expect(input.macroTargets).toEqual(spec);
    const cleared = { ...form, macroTargets: clearedMacroTargets(form.macroTargets) };
    expect(ZPlanSettingsInput.parse(settingsInputOf(plan.id, cleared, 'kJ')).macroTargets).toBeNull();
    expect(macroSpecOf(macroTargetsForm(null))).toBeNull();
  });

  it('names the field that is wrong, with the server’s words', () => {
    expect(macroTargetErrors(grams('120', '', ''))).toEqual({});
    const errors = macroTargetErrors({
      ...grams('abc', '', '', '-1'),
      carbohydrate: { unit: 'percent', value: '120' },
    });
    expect(errors.protein).toBe('Enter a number, or leave it blank.');
    expect(errors.carbohydrate).toBe('A share of energy is at most 100 %.');
    expect(errors.fibreMin).toBe('The fibre target cannot be negative.');
    expect(errors.fat).toBeUndefined();
    expect(macroTargetErrors({ ...grams('', '', ''), protein: { unit: 'gPerKg', value: '7' } }).protein).toBe(
      'Set protein between 0.1 and 5 g/kg.',
    );
  });

  it('shows each target in grams and as a share of the typed energy target', () => {
    // 2,000 Cal = 8,360 kJ. Protein 1.6 g/kg x 75 kg = 120 g = 2,040 kJ = 24.4 %;
    // fat 30 % = 2,508 kJ / 37 = 67.8 g; carbohydrate 250 g = 4,250 kJ = 50.8 %.
    const energy = typedEnergyKj({ energyTarget: '2000' }, 'Cal')!;
    expect(energy).toBeCloseTo(8360, 6);
    const preview = macroTargetsPreview(
      {
        protein: { unit: 'gPerKg', value: '1.6' },
        fat: { unit: 'percent', value: '30' },
        carbohydrate: { unit: 'g', value: '250' },
        fibreMin: '',
      },
      energy,
      75,
    );
    expect(preview.macros.protein.grams).toBeCloseTo(120, 10);
    expect(preview.macros.protein.sharePercent).toBeCloseTo((2040 / 8360) * 100, 10);
    expect(preview.macros.fat.grams).toBeCloseTo(2508 / 37, 10);
    expect(preview.macros.fat.sharePercent).toBeCloseTo(30, 10);
    expect(preview.macros.carbohydrate.sharePercent).toBeCloseTo((4250 / 8360) * 100, 10);
    expect(preview.macros.carbohydrate.outsideRange).toBe(false);
    // 2,040 + 2,508 + 4,250 = 8,798 kJ: 5.2 % over.
    expect(preview.agreement!.agrees).toBe(false);
    expect(agreementText(preview, energy, 'Cal')).toEqual({
      agrees: false,
      text: 'Protein, fat and carbohydrate add up to 2105 Cal, 5.2 % over the 2000 Cal target. Change a target or the energy target so they agree.',
    });
  });

  it('says plainly when the targets disagree with the energy target, and by how much', () => {
    // 120 x 17 + 90 x 37 + 240 x 17 = 2,040 + 3,330 + 4,080 = 9,450 kJ: 12.5 % over 8,400 kJ (rounds to 13).
    const over = macroTargetsPreview(grams('120', '90', '240'), 8400, null);
    expect(agreementText(over, 8400, 'kJ')!.text).toBe(
      'Protein, fat and carbohydrate add up to 9450 kJ, 13 % over the 8400 kJ target. Change a target or the energy target so they agree.',
    );
    // 100 x 17 + 70 x 37 + 250 x 17 = 8,540 kJ: 1.7 % over.
    const agrees = macroTargetsPreview(grams('100', '70', '250'), 8400, null);
    expect(agreementText(agrees, 8400, 'kJ')).toEqual({
      agrees: true,
      text: 'Protein, fat and carbohydrate add up to 8540 kJ, within 5 % of the 8400 kJ target.',
    });
    // Protein alone: 150 x 17 = 2,550 kJ, leaving 5,850 kJ.
    const alone = macroTargetsPreview(grams('150', '', ''), 8400, null);
    expect(agreementText(alone, 8400, 'kJ')!.text).toBe(
      'Protein comes to 2550 kJ, leaving 5850 kJ of the 8400 kJ target for fat and carbohydrate.',
    );
    // 300 x 17 + 150 x 37 = 5,100 + 5,550 = 10,650 kJ: 26.8 % over.
    const crowded = macroTargetsPreview(grams('300', '150', ''), 8400, null);
    expect(agreementText(crowded, 8400, 'kJ')).toEqual({
      agrees: false,
      text: 'Protein and fat add up to 10650 kJ, 27 % over the 8400 kJ target, leaving nothing for carbohydrate.',
    });
    expect(agreementText(over, null, 'kJ')).toBeNull();
    expect(agreementText(macroTargetsPreview(grams('', '', '', '30'), 8400, null), 8400, 'kJ')).toBeNull();
  });

  it('says what a target needs when it cannot be worked out, and flags shares outside the NHMRC ranges', () => {
    const preview = macroTargetsPreview(
      {
        protein: { unit: 'gPerKg', value: '2' },
        fat: { unit: 'percent', value: '40' },
        carbohydrate: { unit: 'percent', value: '45' },
        fibreMin: '',
      },
      null,
      null,
    );
    expect(preview.macros.protein).toMatchObject({ grams: null, problem: 'needsWeight' });
    expect(preview.macros.fat).toMatchObject({ grams: null, problem: 'needsEnergyTarget' });
    const withEnergy = macroTargetsPreview(
      { ...grams('', '', ''), fat: { unit: 'percent', value: '40' } },
      8400,
      null,
    );
    // 40 % of energy is over fat's 20-35 %.
    expect(withEnergy.macros.fat.outsideRange).toBe(true);
    expect(withEnergy.macros.fat.grams).toBeCloseTo(3360 / 37, 10);
  });
});
