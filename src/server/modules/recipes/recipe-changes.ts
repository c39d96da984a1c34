import type { RecipeChanges } from '../../../shared/schemas/recipes.ts';

/** A recipe as a customisation's reviewer compares it: its words, and each ingredient as one line. */
export interface RecipeSnapshot {
  name: string;
  description: string;
  video: string;
  mealTimes: readonly string[];
  methods: readonly string[];
  tags: readonly string[];
  nutritionTags: readonly string[];
  /** From ingredientLine. */
  ingredients: readonly string[];
}

const BUILT_IN_MEASURE_LABELS: Record<string, string> = { gram: 'g', Kg: 'kg', L: 'L' };

/** "Rolled oats (80 g)", "Milk (1.5 Cup)": so a changed quantity reads as one line out and one line in. */
export function ingredientLine(ingredient: { foodName: string; quantity: number; measure: string }): string {
  const unit = BUILT_IN_MEASURE_LABELS[ingredient.measure] ?? ingredient.measure;
  return `${ingredient.foodName} (${ingredient.quantity} ${unit})`;
}

const LISTS = ['ingredients', 'mealTimes', 'methods', 'tags', 'nutritionTags'] as const;
const TEXTS = ['description', 'name', 'video'] as const;

/**
 * SPEC §3 newData and removedData: the ingredients, meal times, methods, tags and nutrition tags the
 * customisation added and took away, and the description, name and video it changed (new and old). A part
 * that did not change is left out of both, so two empty objects mean nothing listed changed.
 */
export function recipeChanges(
  before: RecipeSnapshot,
  after: RecipeSnapshot,
): { newData: RecipeChanges; removedData: RecipeChanges } {
  const newData: RecipeChanges = {};
  const removedData: RecipeChanges = {};
  for (const part of LISTS) {
    const added = after[part].filter((item) => !before[part].includes(item));
    const removed = before[part].filter((item) => !after[part].includes(item));
    if (added.length > 0) newData[part] = added;
    if (removed.length > 0) removedData[part] = removed;
  }
  for (const part of TEXTS) {
    if (before[part] === after[part]) continue;
    newData[part] = after[part];
    removedData[part] = before[part];
  }
  return { newData, removedData };
}

export function hasChanges(changes: { newData: RecipeChanges; removedData: RecipeChanges }): boolean {
  return Object.keys(changes.newData).length > 0 || Object.keys(changes.removedData).length > 0;
}
