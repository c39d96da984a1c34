import { planMealTypes, type PlanShape } from './meal-types.ts';
import { PLAN_DAYS, PLAN_MEAL_TYPES, type PlanMealType } from '../constants/meal-plans.ts';
import type { PlanMealRow } from '../schemas/planner.ts';

/**
 * The planner's grid: days by meal types, how slots are named and keyed, and which slot is next to which
 * (the keyboard way of moving a meal). Pure, so the screen and its tests read one rule.
 */

/** A plan's days are not dates: day 1 is read as Monday, as the planners write them. */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const DAYS: readonly number[] = Array.from({ length: PLAN_DAYS }, (_, index) => index + 1);

export function dayName(day: number): string {
  return DAY_NAMES[day - 1] ?? `Day ${day}`;
}

export function dayShortName(day: number): string {
  return dayName(day).slice(0, 3);
}

/** Meal types as people read them; dessert is stored `desert` (SPEC §9). */
export const MEAL_TYPE_LABELS: Record<PlanMealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  desert: 'Dessert',
  snack1: 'Snack 1',
  snack2: 'Snack 2',
  snack3: 'Snack 3',
  snack4: 'Snack 4',
};

export interface Slot {
  day: number;
  mealType: PlanMealType;
}

/** "Tuesday snack 2": a slot as a sentence names it (the unfilled slots, the accessible names). */
export function slotLabel(slot: Slot): string {
  return `${dayName(slot.day)} ${MEAL_TYPE_LABELS[slot.mealType].toLowerCase()}`;
}

/** A slot's key, used as its drop target's id. */
export function slotKey(slot: Slot): string {
  return `slot:${slot.day}:${slot.mealType}`;
}

export function parseSlotKey(key: string): Slot | null {
  const [prefix, day, mealType] = key.split(':');
  if (prefix !== 'slot' || !day || !mealType) return null;
  const dayNumber = Number(day);
  if (!Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > PLAN_DAYS) return null;
  if (!(PLAN_MEAL_TYPES as readonly string[]).includes(mealType)) return null;
  return { day: dayNumber, mealType: mealType as PlanMealType };
}

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.day === b.day && a.mealType === b.mealType;
}

/**
 * The meal-type rows the grid shows: the plan's shape (its main meals, dessert and snacks, in planner
 * order), and any other meal type that still holds a meal (a locked snack 3 kept after the plan went down
 * to two snacks), so nothing in the plan is hidden.
 */
export function plannerRows(
  shape: PlanShape,
  meals: readonly Pick<PlanMealRow, 'mealType'>[],
): PlanMealType[] {
  const rows = new Set<PlanMealType>(planMealTypes(shape));
  for (const meal of meals) rows.add(meal.mealType);
  return PLAN_MEAL_TYPES.filter((mealType) => rows.has(mealType));
}

/** Whether a meal type is part of the plan's shape (not only shown because a meal is left there). */
export function inShape(shape: PlanShape, mealType: PlanMealType): boolean {
  return planMealTypes(shape).includes(mealType);
}

/** The meal of each slot of a meal plan, by slot key (a meal plan's slot holds one meal). */
export function mealsBySlot<M extends Pick<PlanMealRow, 'day' | 'mealType' | 'position'>>(
  meals: readonly M[],
): Map<string, M> {
  const bySlot = new Map<string, M>();
  for (const meal of meals) {
    const key = slotKey(meal);
    const current = bySlot.get(key);
    if (!current || meal.position < current.position) bySlot.set(key, meal);
  }
  return bySlot;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The slot next to `from` in a direction, on a grid of `days` (columns) by `rows` (meal types); null at
 * an edge. Left and right change the day, up and down the meal type.
 */
export function neighbourSlot(
  from: Slot,
  direction: Direction,
  rows: readonly PlanMealType[],
  days: readonly number[] = DAYS,
): Slot | null {
  const row = rows.indexOf(from.mealType);
  const column = days.indexOf(from.day);
  if (row === -1 || column === -1) return null;
  const [rowStep, columnStep] = {
    up: [-1, 0],
    down: [1, 0],
    left: [0, -1],
    right: [0, 1],
  }[direction];
  const mealType = rows[row + rowStep!];
  const day = days[column + columnStep!];
  return mealType && day !== undefined ? { day, mealType } : null;
}

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

export function directionOfKey(code: string): Direction | null {
  return KEY_DIRECTIONS[code] ?? null;
}

/** Slots in the order of the week: by day, then by meal type in planner order. */
function inWeekOrder(slots: readonly Slot[], rows: readonly PlanMealType[]): Slot[] {
  const order = (slot: Slot) => slot.day * 100 + rows.indexOf(slot.mealType);
  return [...slots].sort((a, b) => order(a) - order(b));
}

/** Unfilled slots as a sentence names them: "Monday breakfast, Tuesday snack 2". */
export function unfilledSlotsText(
  slots: readonly Slot[],
  rows: readonly PlanMealType[] = PLAN_MEAL_TYPES,
): string {
  return inWeekOrder(slots, rows).map(slotLabel).join(', ');
}

/**
 * Many unfilled slots, a line a day: "Tuesday: breakfast, snack 2". A week of them in one sentence is
 * more than anyone reads.
 */
export function unfilledByDay(
  slots: readonly Slot[],
  rows: readonly PlanMealType[] = PLAN_MEAL_TYPES,
): { day: number; text: string }[] {
  const days = new Map<number, string[]>();
  for (const slot of inWeekOrder(slots, rows)) {
    const meals = days.get(slot.day) ?? [];
    meals.push(MEAL_TYPE_LABELS[slot.mealType].toLowerCase());
    days.set(slot.day, meals);
  }
  return [...days.entries()].map(([day, meals]) => ({ day, text: `${dayName(day)}: ${meals.join(', ')}` }));
}

/**
 * The serves a stepper steps through: quarters up to two (the steps generation scales a meal by, issue 30),
 * then halves, up to `max`.
 */
export function servesLadder(max: number): number[] {
  const ladder: number[] = [];
  for (let value = 0.25; value < 2 && value <= max; value += 0.25) ladder.push(value);
  for (let value = 2; value <= max; value += 0.5) ladder.push(value);
  return ladder;
}

/** The next serves up or down the ladder from `current` (which may be off it); null past either end. */
export function nextServes(current: number, direction: 1 | -1, max: number): number | null {
  const ladder = servesLadder(max);
  const next =
    direction === 1
      ? ladder.find((value) => value > current + 1e-9)
      : ladder.findLast((value) => value < current - 1e-9);
  return next ?? null;
}

const servesFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** "1 serve", "1.5 serves", "0.25 serves". */
export function servesText(serves: number): string {
  return `${servesFormat.format(serves)} ${serves === 1 ? 'serve' : 'serves'}`;
}

export function formatServes(serves: number): string {
  return servesFormat.format(serves);
}
