import { calToKj, energyInUnit, type EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  MAIN_MEAL_TYPES,
  PLAN_MEAL_TYPES,
  type MainMealType,
  type PlanMealType,
} from '../../../shared/schemas/meal-plans.ts';
import { servesOf } from '../../../shared/constants/meal-plans.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import {
  MACRO_KEYS,
  MACRO_LABELS,
  MACRO_RANGES_PERCENT,
  resolveMacroTargets,
  targetAgreement,
  type MacroKey,
  type MacroTargetSpec,
  type MacroTargetUnit,
  type ResolvedMacroTargets,
  type TargetAgreement,
} from '../../../shared/planning/macro-targets.ts';
import { ZMacroTargetSpec, type Plan } from '../../../shared/schemas/planner.ts';
import type { NutritionTagGroup } from '../../../shared/schemas/tags.ts';

/** The choices of "Snacks a day", for a plan and for a client's folder. */
export const SNACK_COUNT_OPTIONS = [0, 1, 2, 3, 4].map((count) => ({ value: String(count), label: count }));

/**
 * The plan settings dialog's form: what its inputs hold (energy as typed, in the user's unit; serves as
 * text) and the `mealPlans.updateSettings` input it stands for (energy in kJ), checked by the caller with
 * the same zod schema the server uses.
 */
export interface SettingsFormValues {
  /** The daily target as typed, in the user's unit; blank for none. */
  energyTarget: string;
  mainMeals: MainMealType[];
  snacks: number;
  dessert: boolean;
  /** Serves of every meal type as typed; the dialog shows the plan's, the rest keep what they had. */
  servings: Record<PlanMealType, string>;
  mealTags: string[];
  nutritionTags: string[];
  avoidTags: string[];
  ingredientTags: string[];
  macroTargets: MacroTargetsForm;
}

/** One macro's target as typed: the number and what it is in. */
export interface MacroTargetField {
  unit: MacroTargetUnit;
  value: string;
}

/** The plan's protein, fat and carbohydrate targets and fibre minimum as typed; blank is no target. */
export type MacroTargetsForm = Record<MacroKey, MacroTargetField> & { fibreMin: string };

/** The units each macro can be set in (protein alone by the client's weight), with the labels shown. */
export const MACRO_UNIT_OPTIONS: Record<MacroKey, { value: MacroTargetUnit; label: string }[]> = {
  protein: [
    { value: 'g', label: 'g a day' },
    { value: 'percent', label: '% of energy' },
    { value: 'gPerKg', label: 'g/kg' },
  ],
  fat: [
    { value: 'g', label: 'g a day' },
    { value: 'percent', label: '% of energy' },
  ],
  carbohydrate: [
    { value: 'g', label: 'g a day' },
    { value: 'percent', label: '% of energy' },
  ],
};

/** A new target starts as a share of energy, the way the NHMRC ranges are given. */
const DEFAULT_UNIT: MacroTargetUnit = 'percent';

/** The form of a plan's macro targets (or of a proposal): numbers as a person types them. */
export function macroTargetsForm(spec: MacroTargetSpec | null): MacroTargetsForm {
  const field = (macro: MacroKey): MacroTargetField => {
    const target = spec?.[macro] ?? null;
    return target ? { unit: target.unit, value: String(target.value) } : { unit: DEFAULT_UNIT, value: '' };
  };
  return {
    protein: field('protein'),
    fat: field('fat'),
    carbohydrate: field('carbohydrate'),
    fibreMin: spec?.fibreMinG === null || spec?.fibreMinG === undefined ? '' : String(spec.fibreMinG),
  };
}

/** No targets: every number blank, each unit kept as it was. */
export function clearedMacroTargets(form: MacroTargetsForm): MacroTargetsForm {
  return {
    protein: { ...form.protein, value: '' },
    fat: { ...form.fat, value: '' },
    carbohydrate: { ...form.carbohydrate, value: '' },
    fibreMin: '',
  };
}

/**
 * The spec the form stands for, before it is checked (junk is NaN, which the schema refuses); null when
 * every field is blank, which clears the plan's targets.
 */
export function macroSpecOf(form: MacroTargetsForm): MacroTargetSpec | null {
  const target = (macro: MacroKey) => {
    const value = parseNumber(form[macro].value);
    return value === null ? null : { unit: form[macro].unit, value };
  };
  const spec: MacroTargetSpec = {
    protein: target('protein'),
    fat: target('fat'),
    carbohydrate: target('carbohydrate'),
    fibreMinG: parseNumber(form.fibreMin),
  };
  return MACRO_KEYS.every((macro) => spec[macro] === null) && spec.fibreMinG === null ? null : spec;
}

/** What is wrong with each macro field (keyed protein, fat, carbohydrate, fibreMin), by the server's schema. */
export function macroTargetErrors(form: MacroTargetsForm): Partial<Record<keyof MacroTargetsForm, string>> {
  const spec = macroSpecOf(form);
  if (spec === null) return {};
  const parsed = ZMacroTargetSpec.safeParse(spec);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof MacroTargetsForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'fibreMinG' ? 'fibreMin' : (issue.path[0] as MacroKey);
    const typed = key === 'fibreMin' ? form.fibreMin : form[key].value;
    errors[key] ??= Number.isNaN(parseNumber(typed)) ? 'Enter a number, or leave it blank.' : issue.message;
  }
  return errors;
}

/** One macro as the form shows it back: its grams a day and share of the energy target. */
export interface MacroReadout {
  grams: number | null;
  /** Percent of the energy target its grams bring (17 or 37 kJ/g); null without both. */
  sharePercent: number | null;
  /** Outside the NHMRC acceptable range for its share (only said when the share is known). */
  outsideRange: boolean;
  /** Why it cannot be worked out: g/kg without the client's weight, a share without an energy target. */
  problem: 'needsWeight' | 'needsEnergyTarget' | null;
}

export interface MacroTargetsPreview {
  resolved: ResolvedMacroTargets;
  agreement: TargetAgreement | null;
  macros: Record<MacroKey, MacroReadout>;
}

/**
 * The typed targets in grams and shares of the typed energy target (the shared resolveMacroTargets and
 * targetAgreement, as the server will read them), with fields that cannot be read left out.
 */
export function macroTargetsPreview(
  form: MacroTargetsForm,
  energyTargetKj: number | null,
  weightKg: number | null,
): MacroTargetsPreview {
  const spec = macroSpecOf(form);
  const readable: MacroTargetSpec | null = spec && {
    protein: readableTarget(spec.protein),
    fat: readableTarget(spec.fat),
    carbohydrate: readableTarget(spec.carbohydrate),
    fibreMinG:
      spec.fibreMinG !== null && Number.isFinite(spec.fibreMinG) && spec.fibreMinG >= 0
        ? spec.fibreMinG
        : null,
  };
  const energy =
    energyTargetKj !== null && Number.isFinite(energyTargetKj) && energyTargetKj > 0 ? energyTargetKj : null;
  const resolved = resolveMacroTargets(readable, energy, weightKg);
  const agreement = targetAgreement(resolved, energy);
  const gramsOf = { protein: resolved.proteinG, fat: resolved.fatG, carbohydrate: resolved.carbohydrateG };
  const macros = Object.fromEntries(
    MACRO_KEYS.map((macro) => {
      const sharePercent = agreement?.sharesPercent[macro] ?? null;
      const [low, high] = MACRO_RANGES_PERCENT[macro];
      return [
        macro,
        {
          grams: gramsOf[macro],
          sharePercent,
          outsideRange:
            sharePercent !== null && (Math.round(sharePercent) < low || Math.round(sharePercent) > high),
          problem: resolved.problems.find((problem) => problem.macro === macro)?.kind ?? null,
        },
      ];
    }),
  ) as Record<MacroKey, MacroReadout>;
  return { resolved, agreement, macros };
}

function readableTarget(target: MacroTargetSpec['protein']): MacroTargetSpec['protein'] {
  return target !== null && Number.isFinite(target.value) && target.value > 0 ? target : null;
}

/**
 * What the form says about the targets against the energy target, in words: "Protein, fat and
 * carbohydrate add up to 9450 kJ, 13 % over the 8400 kJ target." Null when there is nothing to say (no
 * energy target, no macro set).
 */
export function agreementText(
  preview: MacroTargetsPreview,
  energyTargetKj: number | null,
  unit: EnergyUnit,
): { text: string; agrees: boolean } | null {
  const { agreement } = preview;
  if (agreement === null || energyTargetKj === null) return null;
  const set = MACRO_KEYS.filter((macro) => preview.macros[macro].grams !== null);
  if (set.length === 0) return null;
  const energy = (kj: number) => formatNutrient('energyKj', kj, unit);
  const names = listText(
    set.map((macro, index) => (index === 0 ? MACRO_LABELS[macro] : MACRO_LABELS[macro].toLowerCase())),
  );
  // One decimal near the 5 % line, so "5.2 % over" is not read as within it.
  const size = Math.abs(agreement.differencePercent);
  const percent = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  const target = `the ${energy(energyTargetKj)} target`;
  if (set.length === MACRO_KEYS.length) {
    const side = `${percent} % ${agreement.differencePercent > 0 ? 'over' : 'under'} ${target}`;
    return {
      agrees: agreement.agrees,
      text: agreement.agrees
        ? `${names} add up to ${energy(agreement.macroKj)}, within 5 % of ${target}.`
        : `${names} add up to ${energy(agreement.macroKj)}, ${side}. Change a target or the energy target so they agree.`,
    };
  }
  const free = listText(
    MACRO_KEYS.filter((macro) => !set.includes(macro)).map((macro) => MACRO_LABELS[macro].toLowerCase()),
  );
  const verb = set.length === 1 ? 'comes' : 'add up';
  const left = energyTargetKj - agreement.macroKj;
  return agreement.agrees
    ? {
        agrees: true,
        text: `${names} ${verb} to ${energy(agreement.macroKj)}, leaving ${energy(Math.max(0, left))} of ${target} for ${free}.`,
      }
    : {
        agrees: false,
        text: `${names} ${verb} to ${energy(agreement.macroKj)}, ${percent} % over ${target}, leaving nothing for ${free}.`,
      };
}

/** "A", "A and B", "A, B and C". */
function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The daily energy target typed, in kJ; null when blank or not a positive number. */
export function typedEnergyKj(
  values: Pick<SettingsFormValues, 'energyTarget'>,
  unit: EnergyUnit,
): number | null {
  const typed = parseNumber(values.energyTarget);
  if (typed === null || !Number.isFinite(typed) || typed <= 0) return null;
  return unit === 'Cal' ? calToKj(typed) : typed;
}

/** An energy in kJ as the number a person types in their unit: whole kJ, or whole Calories. */
export function energyFieldText(kj: number | null, unit: EnergyUnit): string {
  return kj === null ? '' : String(Math.round(energyInUnit(kj, unit)));
}

export function initialSettings(plan: Plan, unit: EnergyUnit): SettingsFormValues {
  return {
    energyTarget: energyFieldText(plan.energyTargetKj, unit),
    mainMeals: [...plan.mainMeals],
    snacks: plan.snacks,
    dessert: plan.dessert,
    servings: Object.fromEntries(
      PLAN_MEAL_TYPES.map((mealType) => [mealType, String(servesOf(plan.servings, mealType))]),
    ) as Record<PlanMealType, string>,
    mealTags: [...plan.mealTags],
    nutritionTags: [...plan.nutritionTags],
    avoidTags: [...plan.avoidTags],
    ingredientTags: [...plan.ingredientTags],
    macroTargets: macroTargetsForm(plan.macroTargets),
  };
}

/** A number typed by a person: blank is null, a comma may stand for the decimal point, junk is NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** The `updateSettings` input the form stands for, before it is checked. */
export function settingsInputOf(planId: string, values: SettingsFormValues, unit: EnergyUnit) {
  const typed = parseNumber(values.energyTarget);
  const energyTargetKj = typed === null ? null : unit === 'Cal' ? calToKj(typed) : typed;
  return {
    id: planId,
    energyTargetKj,
    mainMeals: MAIN_MEAL_TYPES.filter((meal) => values.mainMeals.includes(meal)),
    snacks: values.snacks,
    dessert: values.dessert,
    servings: Object.fromEntries(
      PLAN_MEAL_TYPES.map((mealType) => [mealType, parseNumber(values.servings[mealType]) ?? Number.NaN]),
    ),
    mealTags: values.mealTags,
    nutritionTags: values.nutritionTags,
    avoidTags: values.avoidTags,
    ingredientTags: values.ingredientTags,
    macroTargets: macroSpecOf(values.macroTargets),
  };
}

/**
 * Ingredient words typed into the tag field: split on commas, trimmed, lower-cased, without the ones
 * already there or typed twice.
 */
export function addIngredientWords(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const word of typed.split(',')) {
    const clean = word.trim().replace(/\s+/g, ' ').toLowerCase();
    if (clean && !next.includes(clean)) next.push(clean);
  }
  return next;
}

/**
 * The nutrition tag groups a plan avoids: allergens it contains, chemicals it is high in, FODMAPs. The
 * other group, nutrition claims ("High protein"), is what a plan asks for.
 */
export const AVOIDED_NUTRITION_GROUPS: readonly NutritionTagGroup[] = [
  'contains',
  'moderateToHigh',
  'fodmap',
];

/**
 * Tag names to offer in a group of choices: the tags of the list that belong there, and any the plan
 * already has that the list no longer offers (so they can still be taken off).
 */
export function tagChoices(offered: readonly string[], chosen: readonly string[]): string[] {
  return [...offered, ...chosen.filter((name) => !offered.includes(name))];
}
