import { describe, expect, it } from 'vitest';
import {
  dayName,
  mealsBySlot,
  neighbourSlot,
  nextServes,
  parseSlotKey,
  plannerRows,
  servesText,
  slotKey,
  slotLabel,
  unfilledByDay,
  unfilledSlotsText,
} from './plan-grid.ts';

describe('slot names and keys', () => {
  it('names a slot as a sentence reads it', () => {
    expect(slotLabel({ day: 2, mealType: 'snack2' })).toBe('Tuesday snack 2');
    expect(slotLabel({ day: 7, mealType: 'desert' })).toBe('Sunday dessert');
    expect(dayName(1)).toBe('Monday');
  });

  it('keys a slot and reads the key back, refusing anything else', () => {
    const slot = { day: 3, mealType: 'dinner' } as const;
    expect(parseSlotKey(slotKey(slot))).toEqual(slot);
    expect(parseSlotKey('slot:8:dinner')).toBeNull();
    expect(parseSlotKey('slot:1:supper')).toBeNull();
    expect(parseSlotKey('meal:1:dinner')).toBeNull();
    expect(parseSlotKey('a-meal-id')).toBeNull();
  });

  it('lists unfilled slots in the order of the week', () => {
    expect(
      unfilledSlotsText([
        { day: 2, mealType: 'snack2' },
        { day: 1, mealType: 'dinner' },
        { day: 1, mealType: 'breakfast' },
      ]),
    ).toBe('Monday breakfast, Monday dinner, Tuesday snack 2');
  });

  it('lists many unfilled slots a line a day', () => {
    expect(
      unfilledByDay([
        { day: 2, mealType: 'snack2' },
        { day: 1, mealType: 'dinner' },
        { day: 2, mealType: 'breakfast' },
      ]),
    ).toEqual([
      { day: 1, text: 'Monday: dinner' },
      { day: 2, text: 'Tuesday: breakfast, snack 2' },
    ]);
  });
});

describe('plannerRows', () => {
  it('shows the plan’s shape in planner order', () => {
    expect(plannerRows({ mainMeals: ['dinner', 'breakfast'], snacks: 2, dessert: true }, [])).toEqual([
      'breakfast',
      'dinner',
      'desert',
      'snack1',
      'snack2',
    ]);
  });

  it('keeps a row for a meal left outside the shape', () => {
    expect(
      plannerRows({ mainMeals: ['lunch'], snacks: 0, dessert: false }, [{ mealType: 'snack3' }]),
    ).toEqual(['lunch', 'snack3']);
  });
});

describe('mealsBySlot', () => {
  it('finds each slot’s meal, the first position winning', () => {
    const meals = [
      { id: 'a', day: 1, mealType: 'lunch' as const, position: 1 },
      { id: 'b', day: 1, mealType: 'lunch' as const, position: 0 },
      { id: 'c', day: 2, mealType: 'lunch' as const, position: 0 },
    ];
    const bySlot = mealsBySlot(meals);
    expect(bySlot.get(slotKey({ day: 1, mealType: 'lunch' }))?.id).toBe('b');
    expect(bySlot.get(slotKey({ day: 2, mealType: 'lunch' }))?.id).toBe('c');
    expect(bySlot.size).toBe(2);
  });
});

describe('neighbourSlot', () => {
  const rows = ['breakfast', 'lunch', 'snack1'] as const;
  it('moves by day left and right, by meal type up and down', () => {
    const from = { day: 3, mealType: 'lunch' } as const;
    expect(neighbourSlot(from, 'right', rows)).toEqual({ day: 4, mealType: 'lunch' });
    expect(neighbourSlot(from, 'left', rows)).toEqual({ day: 2, mealType: 'lunch' });
    expect(neighbourSlot(from, 'up', rows)).toEqual({ day: 3, mealType: 'breakfast' });
    expect(neighbourSlot(from, 'down', rows)).toEqual({ day: 3, mealType: 'snack1' });
  });

  it('stops at the edges and for a slot not on the grid', () => {
    expect(neighbourSlot({ day: 7, mealType: 'lunch' }, 'right', rows)).toBeNull();
    expect(neighbourSlot({ day: 1, mealType: 'lunch' }, 'left', rows)).toBeNull();
    expect(neighbourSlot({ day: 1, mealType: 'breakfast' }, 'up', rows)).toBeNull();
    expect(neighbourSlot({ day: 1, mealType: 'snack1' }, 'down', rows)).toBeNull();
    expect(neighbourSlot({ day: 1, mealType: 'dinner' }, 'down', rows)).toBeNull();
  });

  it('moves only within the days shown (a phone shows one)', () => {
    expect(neighbourSlot({ day: 4, mealType: 'lunch' }, 'right', rows, [4])).toBeNull();
    expect(neighbourSlot({ day: 4, mealType: 'lunch' }, 'down', rows, [4])).toEqual({
      day: 4,
      mealType: 'snack1',
    });
  });
});

describe('nextServes', () => {
  it('steps in quarters up to two (as generation scales) and halves above', () => {
    expect(nextServes(1, 1, 20)).toBe(1.25);
    expect(nextServes(1.75, 1, 20)).toBe(2);
    expect(nextServes(2, 1, 20)).toBe(2.5);
    expect(nextServes(1, -1, 20)).toBe(0.75);
    expect(nextServes(0.5, -1, 20)).toBe(0.25);
    expect(nextServes(2, -1, 20)).toBe(1.75);
    expect(nextServes(3, -1, 20)).toBe(2.5);
  });

  it('stops at a quarter and at the most', () => {
    expect(nextServes(0.25, -1, 20)).toBeNull();
    expect(nextServes(20, 1, 20)).toBeNull();
    expect(nextServes(19.5, 1, 20)).toBe(20);
  });

  it('moves an odd stored value onto the ladder', () => {
    expect(nextServes(1.3, 1, 20)).toBe(1.5);
    expect(nextServes(1.3, -1, 20)).toBe(1.25);
    expect(nextServes(2.2, 1, 20)).toBe(2.5);
    expect(nextServes(0.3, -1, 20)).toBe(0.25);
  });

  it('reads serves in words', () => {
    expect(servesText(1)).toBe('1 serve');
    expect(servesText(1.5)).toBe('1.5 serves');
    expect(servesText(0.25)).toBe('0.25 serves');
  });
});
