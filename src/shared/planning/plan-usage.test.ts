import { describe, expect, it } from 'vitest';
import { comparePreference, PlanUsage } from './plan-usage.ts';

describe('PlanUsage', () => {
  // Monday: breakfast A, snack1 B, lunch C. Tuesday: lunch A, snack2 C.
  const usage = new PlanUsage();
  usage.record(1, 'breakfast', 'A');
  usage.record(1, 'snack1', 'B');
  usage.record(1, 'lunch', 'C');
  usage.record(2, 'lunch', 'A');
  usage.record(2, 'snack2', 'C');

  it('counts uses', () => {
    expect(['A', 'B', 'C', 'D'].map((id) => usage.usesOf(id))).toEqual([2, 1, 2, 0]);
    expect(usage.isUsed('B')).toBe(true);
    expect(usage.isUsed('D')).toBe(false);
  });

  it.each([
    // [day, meal type, recipe, level, uses]
    [3, 'dinner', 'D', 0, 0], // not used in the plan
    [3, 'dinner', 'B', 1, 1], // used, not that day, not for dinner
    [3, 'breakfast', 'A', 2, 2], // used for breakfast on another day
    [3, 'snack3', 'B', 2, 1], // snack1 on Monday: snacks are one meal type
    [1, 'dinner', 'B', 3, 1], // used that day, for a snack
    [2, 'snack1', 'C', 4, 2], // used that day, for another snack slot
    [2, 'dinner', 'B', 1, 1],
    [1, 'dinner', 'A', 3, 2], // used that day (breakfast) and for lunch on Tuesday, not for dinner
    [2, 'breakfast', 'A', 4, 2], // used that day (lunch) and for breakfast on Monday
  ] as const)('day %d %s, recipe %s: level %d with %d uses', (day, mealType, recipeId, level, uses) => {
    expect(usage.preference(day, mealType, recipeId)).toEqual({ level, uses });
  });

  it('prefers a lower level, then fewer uses', () => {
    expect(comparePreference({ level: 0, uses: 0 }, { level: 1, uses: 1 })).toBeLessThan(0);
    expect(comparePreference({ level: 1, uses: 5 }, { level: 2, uses: 1 })).toBeLessThan(0);
    expect(comparePreference({ level: 3, uses: 1 }, { level: 2, uses: 9 })).toBeGreaterThan(0);
    expect(comparePreference({ level: 2, uses: 1 }, { level: 2, uses: 2 })).toBeLessThan(0);
    expect(comparePreference({ level: 2, uses: 2 }, { level: 2, uses: 2 })).toBe(0);
  });
});
