import type { RecipeMealTime, RecipeStatus } from '../../../shared/schemas/recipes.ts';

/** Meal times as people read them; dessert is stored `desert` (SPEC §9). */
export const MEAL_TIME_LABELS: Record<RecipeMealTime, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  desert: 'Dessert',
  snack: 'Snack',
};

/** Meal times as a select's or a chip group's options. */
export function mealTimeOptions(
  times: readonly RecipeMealTime[],
): { value: RecipeMealTime; label: string }[] {
  return times.map((time) => ({ value: time, label: MEAL_TIME_LABELS[time] }));
}

export function mealTimeLabel(time: string): string {
  return MEAL_TIME_LABELS[time as RecipeMealTime] ?? time;
}

export const STATUS_LABELS: Record<RecipeStatus, string> = {
  published: 'Published',
  pending: 'Pending',
  requested: 'Requested',
  declined: 'Declined',
  error: 'Error',
};

export const STATUS_BADGES: Record<RecipeStatus, 'success' | 'secondary' | 'accent' | 'destructive'> = {
  published: 'success',
  pending: 'secondary',
  requested: 'accent',
  declined: 'destructive',
  error: 'destructive',
};

/**
 * Whether a stored video link may become a link on the page. The server only accepts http(s) links, but a
 * recipe saved before that rule, or imported, is shown as plain text rather than trusted.
 */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A number typed by a person: blank is null, a comma may stand for the decimal point, junk is NaN. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

const quantityFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** An ingredient quantity as a recipe prints it: "1.5", "250". */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}
