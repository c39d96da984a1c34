import { mealConflictText, type MealConflict } from '../../../shared/safety/client-safety.ts';
import type { ClientSafety } from '../../../shared/schemas/safety.ts';
import type { PlanMealRow } from '../../../shared/schemas/planner.ts';

/**
 * What the plan screens say of the client's record (issue 29): the server works out each meal's conflicts
 * with the one shared rule (src/shared/safety/client-safety.ts); these helpers only word and count them.
 */

/** "Contains Peanuts" or "Avoided: mushrooms": a conflict without its foods, short enough for a card. */
export function conflictHeadline(conflict: MealConflict): string {
  return mealConflictText({ ...conflict, foods: [] });
}

/** The meal's conflicts in full, one sentence: "Contains Peanuts (Peanut butter); Avoided: mushrooms (…)". */
export function conflictsText(conflicts: readonly MealConflict[]): string {
  return conflicts.map(mealConflictText).join('; ');
}

/** The days (1 to 7) whose meals go against the client's record, with how many meals each. */
export function conflictingMealsByDay(meals: readonly PlanMealRow[]): Map<number, number> {
  const byDay = new Map<number, number>();
  for (const meal of meals) {
    if (!meal.recipe || meal.conflicts.length === 0) continue;
    byDay.set(meal.day, (byDay.get(meal.day) ?? 0) + 1);
  }
  return byDay;
}

/** "1 meal goes against the client’s record", "3 meals go against …". */
export function conflictingMealsText(count: number): string {
  return count === 1
    ? '1 meal goes against the client’s record'
    : `${count} meals go against the client’s record`;
}

/** One line of the client's record as the plan screen shows it: "Allergies" and their list. */
export interface SafetyLine {
  label: string;
  items: string[];
  /** Plans leave these out (allergies, foods avoided); intolerances are only shown. */
  enforced: boolean;
}

/**
 * The record's lines, in the order a reader checks them: allergies (enforced), foods avoided (enforced),
 * intolerances (shown only). Empty lists are left out, so an empty record has no lines.
 */
export function clientSafetyLines(safety: ClientSafety): SafetyLine[] {
  const lines: SafetyLine[] = [
    { label: 'Allergies', items: unique(safety.allergies), enforced: true },
    { label: 'Avoids', items: unique(safety.avoidWords), enforced: true },
    { label: 'Intolerances', items: unique(safety.intolerances), enforced: false },
  ];
  return lines.filter((line) => line.items.length > 0);
}

/** "Allergies: Peanuts, Seafood · Avoids: mushrooms, coriander", for a screen reader or a title. */
export function clientSafetyText(safety: ClientSafety): string {
  return clientSafetyLines(safety)
    .map((line) => `${line.label}: ${line.items.join(', ')}`)
    .join(' · ');
}

/**
 * What plans leave out for the client, as a list a sentence can end with: "Peanuts, Seafood, mushrooms or
 * coriander"; empty when the record holds nothing plans enforce.
 */
export function enforcedText(safety: ClientSafety): string {
  const items = clientSafetyLines(safety)
    .filter((line) => line.enforced)
    .flatMap((line) => line.items);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** What the shopping list says of the foods it left off; null when it left none. */
export function leftOffText(leftOff: number, client: string): string | null {
  if (leftOff <= 0) return null;
  const [foods, them] = leftOff === 1 ? ['1 food was', 'it'] : [`${leftOff} foods were`, 'them'];
  return `${foods} left off the list: ${client} is allergic to ${them} or avoids ${them}. The meals with ${them} carry a warning; replace or customise those meals.`;
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const word = item.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    kept.push(word);
  }
  return kept;
}
