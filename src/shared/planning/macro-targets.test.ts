import { describe, expect, it } from 'vitest';
import {
  hasMacroTargets,
  macroEnergyKj,
  MACRO_RANGES_PERCENT,
  NO_MACRO_TARGETS,
  proposeMacroTargets,
  resolveMacroTargets,
  targetAgreement,
  type MacroTargetSpec,
} from './macro-targets.ts';

const spec = (change: Partial<MacroTargetSpec>): MacroTargetSpec => ({ ...NO_MACRO_TARGETS, ...change });

describe('resolveMacroTargets', () => {
  it('turns grams, shares of energy and g/kg into grams a day', () => {
    const resolved = resolveMacroTargets(
      spec({
        protein: { unit: 'gPerKg', value: 1.6 },
        fat: { unit: 'g', value: 70 },
        carbohydrate: { unit: 'percent', value: 50 },
        fibreMinG: 30,
      }),
      8400,
      80,
    );
    // 1.6 g/kg x 80 kg = 128 g; 50 % of 8,400 kJ = 4,200 kJ / 17 kJ/g = 247.06 g.
    expect(resolved.proteinG).toBeCloseTo(128, 10);
    expect(resolved.fatG).toBe(70);
    expect(resolved.carbohydrateG).toBeCloseTo(4200 / 17, 10);
    expect(resolved.carbohydrateG).toBeCloseTo(247.06, 2);
    expect(resolved.fibreMinG).toBe(30);
    expect(resolved.problems).toEqual([]);
  });

  it('reads a share of fat at 37 kJ/g: 30 % of 8,400 kJ is 68.1 g', () => {
    const resolved = resolveMacroTargets(spec({ fat: { unit: 'percent', value: 30 } }), 8400, null);
    expect(resolved.fatG).toBeCloseTo(2520 / 37, 10);
    expect(resolved.fatG).toBeCloseTo(68.11, 2);
    expect(resolved.proteinG).toBeNull();
  });

  it('names what is missing instead of guessing: g/kg without a weight, a share without an energy target', () => {
    const resolved = resolveMacroTargets(
      spec({ protein: { unit: 'gPerKg', value: 2 }, carbohydrate: { unit: 'percent', value: 45 } }),
      null,
      null,
    );
    expect(resolved.proteinG).toBeNull();
    expect(resolved.carbohydrateG).toBeNull();
    expect(resolved.problems).toEqual([
      { kind: 'needsWeight', macro: 'protein' },
      { kind: 'needsEnergyTarget', macro: 'carbohydrate' },
    ]);
    expect(resolveMacroTargets(spec({ protein: { unit: 'gPerKg', value: 2 } }), 8400, 0).problems).toEqual([
      { kind: 'needsWeight', macro: 'protein' },
    ]);
  });

  it('gives no targets for no spec', () => {
    expect(resolveMacroTargets(null, 8400, 70)).toEqual({
      proteinG: null,
      fatG: null,
      carbohydrateG: null,
      fibreMinG: null,
      problems: [],
    });
    expect(hasMacroTargets(null)).toBe(false);
    expect(hasMacroTargets(NO_MACRO_TARGETS)).toBe(false);
    expect(hasMacroTargets(spec({ fibreMinG: 25 }))).toBe(true);
  });
});

describe('macroEnergyKj', () => {
  it('counts 17 kJ/g protein and carbohydrate, 37 kJ/g fat', () => {
    // 100 x 17 + 70 x 37 + 250 x 17 = 1,700 + 2,590 + 4,250 = 8,540 kJ.
    expect(macroEnergyKj({ proteinG: 100, fatG: 70, carbohydrateG: 250 })).toBe(8540);
    expect(macroEnergyKj({ proteinG: 100, fatG: null, carbohydrateG: null })).toBe(1700);
  });
});

describe('targetAgreement', () => {
  const grams = (proteinG: number | null, fatG: number | null, carbohydrateG: number | null) => ({
    proteinG,
    fatG,
    carbohydrateG,
    fibreMinG: null,
  });

  it('agrees within 5 % and gives each macro its share of the energy target', () => {
    const agreement = targetAgreement(grams(100, 70, 250), 8400)!;
    // 8,540 kJ against 8,400 kJ: 140 / 8,400 = 1.67 % over.
    expect(agreement.macroKj).toBe(8540);
    expect(agreement.differencePercent).toBeCloseTo(1.6667, 4);
    expect(agreement.agrees).toBe(true);
    // 1,700 / 8,400 = 20.24 %; 2,590 / 8,400 = 30.83 %; 4,250 / 8,400 = 50.60 %.
    expect(agreement.sharesPercent.protein).toBeCloseTo(20.238, 3);
    expect(agreement.sharesPercent.fat).toBeCloseTo(30.833, 3);
    expect(agreement.sharesPercent.carbohydrate).toBeCloseTo(50.595, 3);
  });

  it('disagrees past 5 %: 120 g, 90 g and 240 g come to 9,450 kJ, 12.5 % over 8,400 kJ', () => {
    // 2,040 + 3,330 + 4,080 = 9,450 kJ.
    const over = targetAgreement(grams(120, 90, 240), 8400)!;
    expect(over.macroKj).toBe(9450);
    expect(over.differencePercent).toBeCloseTo(12.5, 10);
    expect(over.agrees).toBe(false);
    // 1,700 + 1,850 + 3,400 = 6,950 kJ: 17.26 % under.
    const under = targetAgreement(grams(100, 50, 200), 8400)!;
    expect(under.differencePercent).toBeCloseTo(-17.262, 3);
    expect(under.agrees).toBe(false);
  });

  it('takes exactly 5 % as agreeing, as a person works it out', () => {
    // 1,700 + 67 x 37 (2,479) + 273 x 17 (4,641) = 8,820 kJ = 8,400 x 1.05.
    expect(targetAgreement(grams(100, 67, 273), 8400)!.agrees).toBe(true);
    // 1,700 + 2,479 + 274 x 17 (4,658) = 8,837 kJ: 5.2 % over.
    expect(targetAgreement(grams(100, 67, 274), 8400)!.agrees).toBe(false);
  });

  it('with a macro left free, only asks that the others leave room for it', () => {
    // 1,700 + 2,590 = 4,290 kJ of 8,400: room for carbohydrate.
    const room = targetAgreement(grams(100, 70, null), 8400)!;
    expect(room.agrees).toBe(true);
    expect(room.sharesPercent.carbohydrate).toBeNull();
    // 5,100 + 5,550 = 10,650 kJ: more than the whole target.
    expect(targetAgreement(grams(300, 150, null), 8400)!.agrees).toBe(false);
    // 17 P + 37 F up to 8,820 kJ still leaves room within the tolerance: 1,700 + 67 x 37 + 273 x 17 less C.
    expect(targetAgreement(grams(100 + 273, 67, null), 8400)!.agrees).toBe(true);
  });

  it('cannot compare without an energy target', () => {
    expect(targetAgreement(grams(100, 70, 250), null)).toBeNull();
    expect(targetAgreement(grams(100, 70, 250), 0)).toBeNull();
  });
});

describe('proposeMacroTargets', () => {
  const client = {
    goal: null,
    activity: null,
    weightKg: null,
    gender: null,
    energyTargetKj: 8400,
  } as const;

  it('proposes shares inside the NHMRC ranges by goal, and fibre by sex', () => {
    expect(proposeMacroTargets(client)).toEqual({
      protein: { unit: 'percent', value: 20 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'percent', value: 50 },
      fibreMinG: 25,
    });
    // g1 is weight loss: protein at the top of its range.
    expect(proposeMacroTargets({ ...client, goal: 'g1', gender: 'male' })).toEqual({
      protein: { unit: 'percent', value: 25 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'percent', value: 45 },
      fibreMinG: 30,
    });
    for (const goal of ['g1', 'g2', 'g8'] as const) {
      const proposed = proposeMacroTargets({ ...client, goal });
      for (const macro of ['protein', 'fat', 'carbohydrate'] as const) {
        const [low, high] = MACRO_RANGES_PERCENT[macro];
        expect(proposed[macro]!.value).toBeGreaterThanOrEqual(low);
        expect(proposed[macro]!.value).toBeLessThanOrEqual(high);
      }
    }
  });

  it('sets a heavily active client’s protein at 1.6 g/kg when it stays within 15-25 % of energy', () => {
    // 1.6 x 80 = 128 g x 17 = 2,176 kJ of 12,000 kJ = 18.13 %: carbohydrate 100 - 30 - 18.13 = 51.87, so 52 %.
    expect(
      proposeMacroTargets({
        ...client,
        activity: 'heavy',
        weightKg: 80,
        gender: 'male',
        energyTargetKj: 12000,
      }),
    ).toEqual({
      protein: { unit: 'gPerKg', value: 1.6 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'percent', value: 52 },
      fibreMinG: 30,
    });
  });

  it('keeps to shares when 1.6 g/kg would leave the range or the weight is unknown', () => {
    // 1.6 x 50 x 17 = 1,360 kJ of 12,000 kJ = 11.3 %: under 15 %.
    const light = proposeMacroTargets({ ...client, activity: 'heavy', weightKg: 50, energyTargetKj: 12000 });
    expect(light.protein).toEqual({ unit: 'percent', value: 20 });
    // 1.6 x 120 x 17 = 3,264 kJ of 8,000 kJ = 40.8 %: over 25 %.
    const heavy = proposeMacroTargets({ ...client, activity: 'heavy', weightKg: 120, energyTargetKj: 8000 });
    expect(heavy.protein).toEqual({ unit: 'percent', value: 20 });
    expect(proposeMacroTargets({ ...client, activity: 'heavy' }).protein).toEqual({
      unit: 'percent',
      value: 20,
    });
  });
});
