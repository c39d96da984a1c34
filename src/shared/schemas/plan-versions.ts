import { z } from 'zod';
import { text } from './text.ts';
import { PLAN_MEAL_TYPES, PLAN_NAME_MAX } from '../constants/meal-plans.ts';

/**
 * A plan's history (issue 30 point 5): the versions kept before each generation and bulk change, undo,
 * restore, and "Duplicate plan". The snapshot is stored as jsonb (meal_plan_versions.snapshot).
 */

/** A plan keeps at least this many earlier versions; older ones are deleted as new ones are kept. */
export const PLAN_VERSIONS_KEPT = 30;

/** What was about to change when a version was kept. */
export const PLAN_VERSION_REASONS = ['generate', 'balanceDay', 'restore', 'settings'] as const;
export type PlanVersionReason = (typeof PLAN_VERSION_REASONS)[number];

export const PLAN_VERSION_LABELS: Record<PlanVersionReason, string> = {
  generate: 'Before generating',
  balanceDay: 'Before balancing a day',
  restore: 'Before restoring a version',
  settings: 'Before changing the settings',
};

const ZSnapshotIngredient = z.object({
  foodId: z.string(),
  portionId: z.string().nullable(),
  measure: z.string(),
  quantity: z.number(),
  grams: z.number(),
  position: z.number(),
});

/** A meal as a version keeps it, with its customisation (decision 043) when it has one. */
export const ZSnapshotMeal = z.object({
  day: z.number(),
  mealType: z.enum(PLAN_MEAL_TYPES),
  position: z.number(),
  recipeId: z.string().nullable(),
  noMeal: z.boolean(),
  serves: z.number(),
  locked: z.boolean(),
  custom: z
    .object({
      numberOfServes: z.number(),
      note: z.string(),
      servingValues: z.record(z.string(), z.number()),
      energyKjPerServe: z.number(),
      totalGrams: z.number(),
      ingredients: z.array(ZSnapshotIngredient),
    })
    .nullable(),
});
export type SnapshotMeal = z.infer<typeof ZSnapshotMeal>;

/** The plan's settings a version keeps (what updateSettings changes). */
export const ZSnapshotSettings = z.object({
  energyTargetKj: z.number().nullable(),
  macroTargets: z.unknown().nullable(),
  mainMeals: z.array(z.string()),
  snacks: z.number(),
  dessert: z.boolean(),
  servings: z.record(z.string(), z.number()),
  mealTags: z.array(z.string()),
  nutritionTags: z.array(z.string()),
  avoidTags: z.array(z.string()),
  ingredientTags: z.array(z.string()),
});

export const ZPlanSnapshot = z.object({
  settings: ZSnapshotSettings,
  meals: z.array(ZSnapshotMeal),
});
export type PlanSnapshot = z.infer<typeof ZPlanSnapshot>;

export const ZPlanVersionsInput = z.object({ planId: z.uuid() });
export const ZPlanVersionInput = z.object({ planId: z.uuid(), versionId: z.uuid() });

/** A version in the plan's history list, the newest first. */
export const ZPlanVersionSummary = z.object({
  id: text(),
  reason: z.enum(PLAN_VERSION_REASONS),
  day: z.number().nullable(),
  mealCount: z.number(),
  createdAt: z.date(),
});
export type PlanVersionSummary = z.infer<typeof ZPlanVersionSummary>;

/** A version to look at before restoring it: its meals with their recipes' names, and its day totals. */
export const ZPlanVersionDetail = ZPlanVersionSummary.extend({
  energyTargetKj: z.number().nullable(),
  meals: z.array(
    z.object({
      day: z.number(),
      mealType: z.enum(PLAN_MEAL_TYPES),
      /** The recipe's name; null for a "no meal" slot or a recipe deleted since. */
      recipeName: text().nullable(),
      serves: z.number(),
      locked: z.boolean(),
      customised: z.boolean(),
    }),
  ),
});
export type PlanVersionDetail = z.infer<typeof ZPlanVersionDetail>;

/** Undo: the newest version is restored (and the state it replaces is kept as a version in turn). */
export const ZPlanUndoInput = z.object({ planId: z.uuid() });

export const ZPlanRestoreResult = z.object({
  messageKey: z.literal('planVersionRestored'),
  /** The version that now holds what the restore replaced (so the restore can itself be undone). */
  versionId: text(),
  /**
   * Meals of the version whose recipe was deleted since, or may no longer go in the plan (another user's
   * recipe made private or sent back for review): their slots are left empty.
   */
  missingRecipes: z.number(),
});

/** "Duplicate plan": a copy to the same or another of the planner's clients, taking a meal slot. */
export const ZPlanDuplicateInput = z.object({
  planId: z.uuid(),
  folderId: z.uuid(),
  name: text()
    .trim()
    .min(1, { error: 'Please give the plan a name.' })
    .max(PLAN_NAME_MAX, { error: `A plan name is at most ${PLAN_NAME_MAX} characters.` }),
});
export const ZPlanDuplicateResult = z.object({ id: text(), messageKey: z.literal('planDuplicated') });
