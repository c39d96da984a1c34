import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import { servesOf } from '../../../shared/constants/meal-plans.ts';
import type { Plan, PlanMealRow } from '../../../shared/schemas/planner.ts';
import { ShieldAlert } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { DayStatusDot, DaySummary } from './day-summary.tsx';
import { BalanceDayButton } from './generation-report.tsx';
import { dayTotals, type PlanTargets } from './day-totals.ts';
import { DragHooksProvider, useBoardDnd, type BoardDnd } from './meal-drag.tsx';
import { DraggedMeal, MealSlot, type SlotActions } from './meal-slot.tsx';
import { conflictingMealsByDay, conflictingMealsText } from './plan-safety.ts';
import {
  dayName,
  dayShortName,
  DAYS,
  directionOfKey,
  formatServes,
  inShape,
  MEAL_TYPE_LABELS,
  mealsBySlot,
  neighbourSlot,
  parseSlotKey,
  plannerRows,
  slotKey,
  slotLabel,
  type Slot,
} from './plan-grid.ts';

interface BoardProps {
  plan: Plan;
  targets: PlanTargets | null;
  /** Slot keys generation could not fill. */
  unfilled: ReadonlySet<string>;
  energyUnit: EnergyUnit;
  actions: SlotActions;
  onMove: (meal: PlanMealRow, to: Slot) => void;
  busy: boolean;
  /** Offline: the meals are shown, their changes are off (decision 033). */
  readOnly?: boolean;
  /** The week as a table (desktop), or one day at a time (phone). */
  layout: 'week' | 'day';
  /** "Balance this day" on each day (a plan with an energy target); left out, no such button. */
  onBalanceDay?: ((day: number) => void) | undefined;
  /** The day being balanced now, or null. */
  balancingDay?: number | null;
}

const INSTRUCTIONS =
  'To move a meal, press Space or Enter on its move button, choose a day with the left and right arrow keys ' +
  'and a meal with the up and down arrow keys, then press Space or Enter to drop it there. A meal already in ' +
  'that slot swaps places with it. Escape cancels.';

/**
 * The meal plan's slots, with drag and drop between them (a meal dropped on an occupied slot swaps with
 * it): by mouse, by a long press on a touch screen, and by keyboard from each meal's move button, where
 * the arrow keys jump from slot to slot and a screen reader hears where the meal is.
 */
export function MealPlanBoard(props: BoardProps) {
  const { plan, layout } = props;
  const rows = useMemo(() => plannerRows(plan, plan.meals), [plan]);
  const bySlot = useMemo(() => mealsBySlot(plan.meals), [plan.meals]);
  const [day, setDay] = useState(1);
  const days = useMemo(() => (layout === 'week' ? DAYS : [day]), [layout, day]);
  // The board shows at once; dragging works from when dnd-kit has arrived, just after (meal-drag.tsx).
  const dnd = useBoardDnd();
  const board =
    layout === 'week' ? (
      <WeekTable {...props} rows={rows} bySlot={bySlot} />
    ) : (
      <DayView {...props} rows={rows} bySlot={bySlot} day={day} onDayChange={setDay} />
    );
  return dnd ? (
    <DraggableBoard dnd={dnd} board={props} rows={rows} days={days} bySlot={bySlot}>
      {board}
    </DraggableBoard>
  ) : (
    board
  );
}

/** The board inside dnd-kit's context, with its sensors, keyboard moves and announcements. */
function DraggableBoard({
  dnd,
  board: { plan, onMove, energyUnit },
  rows,
  days,
  bySlot,
  children,
}: {
  dnd: BoardDnd;
  board: BoardProps;
  rows: PlanMealType[];
  days: readonly number[];
  bySlot: Map<string, PlanMealRow>;
  children: ReactNode;
}) {
  const [dragged, setDragged] = useState<PlanMealRow | null>(null);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context }) => {
        const direction = directionOfKey(event.code);
        if (!direction) return undefined;
        event.preventDefault();
        const activeMeal = context.active?.data.current?.meal as PlanMealRow | undefined;
        const from = parseSlotKey(String(context.over?.id ?? '')) ?? activeMeal ?? null;
        const to = from ? neighbourSlot(from, direction, rows, days) : null;
        const rect = to ? context.droppableRects.get(slotKey(to)) : undefined;
        const moving = context.collisionRect;
        if (!rect || !moving) return undefined;
        return {
          x: rect.left + (rect.width - moving.width) / 2,
          y: rect.top + (rect.height - moving.height) / 2,
        };
      },
    [rows, days],
  );
  const sensors = dnd.useSensors(
    dnd.useSensor(dnd.MouseSensor, { activationConstraint: { distance: 6 } }),
    dnd.useSensor(dnd.TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    dnd.useSensor(dnd.KeyboardSensor, { coordinateGetter }),
  );

  const mealName = (id: unknown) => plan.meals.find((meal) => meal.id === id)?.recipe?.name ?? 'The meal';
  const occupant = (overId: unknown, activeId: unknown) => {
    const slot = parseSlotKey(String(overId));
    const meal = slot ? bySlot.get(slotKey(slot)) : undefined;
    if (!meal || meal.id === activeId) return '';
    return meal.recipe ? `; it swaps with ${meal.recipe.name}` : '; it swaps with the no-meal slot';
  };
  const origin = (id: unknown) => {
    const meal = plan.meals.find((candidate) => candidate.id === id);
    return meal ? slotLabel(meal) : 'its slot';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${mealName(active.id)} from ${origin(active.id)}. Arrow keys choose a slot; Space drops it; Escape cancels.`,
    onDragOver: ({ active, over }) => {
      const slot = over ? parseSlotKey(String(over.id)) : null;
      return slot
        ? `${mealName(active.id)} is over ${slotLabel(slot)}${occupant(over!.id, active.id)}.`
        : `${mealName(active.id)} is not over a slot.`;
    },
    onDragEnd: ({ active, over }) => {
      const slot = over ? parseSlotKey(String(over.id)) : null;
      return slot
        ? `${mealName(active.id)} moved to ${slotLabel(slot)}${occupant(over!.id, active.id)}.`
        : `${mealName(active.id)} stays on ${origin(active.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving cancelled. ${mealName(active.id)} stays on ${origin(active.id)}.`,
  };

  const collisionDetection: CollisionDetection = (args) =>
    args.pointerCoordinates ? dnd.pointerWithin(args) : dnd.closestCenter(args);

  function handleDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current?.meal as PlanMealRow | undefined) ?? null);
  }

  function handleDragEnd(event: DragEndEvent) {
    setDragged(null);
    const meal = event.active.data.current?.meal as PlanMealRow | undefined;
    const to = event.over ? parseSlotKey(String(event.over.id)) : null;
    if (meal && to && !(to.day === meal.day && to.mealType === meal.mealType)) onMove(meal, to);
  }

  return (
    <dnd.DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <DragHooksProvider value={dnd}>{children}</DragHooksProvider>
      <dnd.DragOverlay dropAnimation={null}>
        {dragged ? <DraggedMeal meal={dragged} energyUnit={energyUnit} /> : null}
      </dnd.DragOverlay>
    </dnd.DndContext>
  );
}

interface LaidOut extends BoardProps {
  rows: PlanMealType[];
  bySlot: Map<string, PlanMealRow>;
}

/** One day's meal of one type on the board, in the week's table (a cell) or the day's list (a row). */
function BoardSlot({ board, slot, layout }: { board: LaidOut; slot: Slot; layout: 'cell' | 'row' }) {
  const key = slotKey(slot);
  return (
    <MealSlot
      slot={slot}
      meal={board.bySlot.get(key)}
      window={board.targets?.windows.get(slot.mealType)}
      unfilled={board.unfilled.has(key)}
      layout={layout}
      energyUnit={board.energyUnit}
      actions={board.actions}
      busy={board.busy || board.readOnly === true}
    />
  );
}

/** A meal type's heading: its name, its energy target and window, and its serves when not one. */
function MealTypeHeading({
  plan,
  mealType,
  targets,
  energyUnit,
  inline = false,
}: {
  plan: Plan;
  mealType: PlanMealType;
  targets: PlanTargets | null;
  energyUnit: EnergyUnit;
  inline?: boolean;
}) {
  const window = targets?.windows.get(mealType);
  const serves = servesOf(plan.servings, mealType);
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  return (
    <div className={cn(inline ? 'flex flex-wrap items-baseline gap-x-2' : 'grid gap-0.5')}>
      <span className="text-sm font-semibold text-neutral-900">{MEAL_TYPE_LABELS[mealType]}</span>
      {window ? (
        <span className="text-xs font-normal text-neutral-600 tabular-nums">
          <span className={inline ? 'hidden' : 'block'}>Target {energy(window.targetKj)}</span>
          <span>
            {energy(window.minKj).replace(/ .*/, '')}–{energy(window.maxKj)}
          </span>
        </span>
      ) : !inShape(plan, mealType) ? (
        <span className="text-xs font-normal text-neutral-500">Not in the plan’s meals</span>
      ) : null}
      {serves !== 1 ? (
        <span className="text-xs font-normal text-neutral-600">× {formatServes(serves)} serves</span>
      ) : null}
    </div>
  );
}

/** The week's narrowest width, in rem: a meal-type column and seven days of cards. */
const WEEK_MIN_REM = 58;

/**
 * Whether the week fits its box without scrolling sideways. Then the page scrolls and the days stay in
 * sight under the app's header; otherwise the table scrolls in its own box, both ways, with its own sticky
 * days and meal types.
 */
function useWeekFits() {
  const ref = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(() => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setFits(node.clientWidth >= WEEK_MIN_REM * rem);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, fits };
}

function WeekTable(board: LaidOut) {
  const { plan, rows, targets, energyUnit, busy } = board;
  const totals = DAYS.map((day) => dayTotals(plan.meals, day));
  const conflicts = conflictingMealsByDay(plan.meals);
  const { ref, fits } = useWeekFits();
  // Under the app's sticky header (4rem) when the page scrolls; at the box's top when the box does.
  const dayRow = fits ? 'top-16' : 'top-0';
  const totalRow = fits ? 'top-26' : 'top-10';
  return (
    <div
      ref={ref}
      className={cn(
        'rounded-2xl border border-neutral-200 bg-white shadow-sm transition-opacity',
        fits ? 'overflow-clip' : 'max-h-[calc(100dvh-8rem)] min-h-96 overflow-auto',
        busy && 'pointer-events-none opacity-60',
      )}
      aria-busy={busy || undefined}
    >
      <table className="w-full min-w-[58rem] table-fixed border-separate border-spacing-0">
        <caption className="sr-only">
          {plan.name}: the meals of each day, with each day’s energy against the target
        </caption>
        <colgroup>
          <col className="w-28" />
          {DAYS.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className={cn(
                'sticky left-0 z-30 h-10 border-r border-b border-neutral-200 bg-white px-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase',
                dayRow,
              )}
            >
              Meal
            </th>
            {DAYS.map((day) => (
              <th
                key={day}
                scope="col"
                className={cn(
                  'sticky z-20 h-10 border-b border-neutral-200 bg-white px-2 text-left text-sm font-semibold text-neutral-900',
                  dayRow,
                )}
              >
                <div className="flex items-center justify-between gap-1">
                  {dayName(day)}
                  {board.onBalanceDay ? (
                    <BalanceDayButton
                      day={day}
                      compact
                      balancing={board.balancingDay === day}
                      disabled={busy || board.readOnly === true}
                      onBalance={board.onBalanceDay}
                    />
                  ) : null}
                </div>
              </th>
            ))}
          </tr>
          <tr>
            <td
              className={cn(
                'sticky left-0 z-30 border-r border-b border-neutral-200 bg-neutral-50 px-3 py-2 align-top text-xs text-neutral-600',
                totalRow,
              )}
            >
              <span className="font-semibold text-neutral-800">Day total</span>
              {targets ? (
                <span className="mt-1 block leading-snug">Bar: energy · band: range · line: target</span>
              ) : (
                <span className="mt-1 block leading-snug">
                  Set a target in Settings to see each day against it.
                </span>
              )}
            </td>
            {DAYS.map((day, index) => (
              <td
                key={day}
                className={cn(
                  'sticky z-20 border-b border-neutral-200 bg-neutral-50 px-2 py-2 align-top',
                  totalRow,
                )}
                aria-label={`${dayName(day)} total`}
              >
                <DaySummary
                  totals={totals[index]!}
                  targets={targets}
                  energyUnit={energyUnit}
                  conflicts={conflicts.get(day)}
                  compact
                />
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((mealType) => (
            <tr key={mealType}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-r border-b border-neutral-200 bg-white px-3 py-2 text-left align-top font-normal"
              >
                <MealTypeHeading plan={plan} mealType={mealType} targets={targets} energyUnit={energyUnit} />
              </th>
              {DAYS.map((day) => (
                <td key={day} className="h-px border-b border-neutral-100 p-1.5 align-top">
                  <BoardSlot board={board} slot={{ day, mealType }} layout="cell" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayView({
  day,
  onDayChange,
  ...board
}: LaidOut & { day: number; onDayChange: (day: number) => void }) {
  const { plan, rows, targets, energyUnit, busy } = board;
  const totals = DAYS.map((each) => dayTotals(plan.meals, each));
  const conflicts = conflictingMealsByDay(plan.meals);
  return (
    <Tabs value={String(day)} onValueChange={(value) => onDayChange(Number(value))}>
      <TabsList aria-label="Day" className="grid h-auto w-full grid-cols-7 gap-0.5">
        {DAYS.map((each, index) => {
          const count = conflicts.get(each) ?? 0;
          return (
            <TabsTrigger
              key={each}
              value={String(each)}
              aria-label={count > 0 ? `${dayName(each)}, ${conflictingMealsText(count)}` : dayName(each)}
              className="flex h-11 flex-col gap-1 px-0 text-xs"
            >
              {dayShortName(each)}
              <span className="flex h-3 items-center gap-1">
                <DayStatusDot totals={totals[index]!} targets={targets} />
                {count > 0 ? <ShieldAlert className="size-3 text-red-700" aria-hidden /> : null}
              </span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent
        value={String(day)}
        className={cn('grid gap-3 transition-opacity', busy && 'pointer-events-none opacity-60')}
        aria-busy={busy || undefined}
      >
        <section
          aria-label={`${dayName(day)} total`}
          className="rounded-2xl border border-neutral-200 bg-white p-3 shadow-xs"
        >
          <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-neutral-900">{dayName(day)}</h3>
            {board.onBalanceDay ? (
              <BalanceDayButton
                day={day}
                compact={false}
                balancing={board.balancingDay === day}
                disabled={busy || board.readOnly === true}
                onBalance={board.onBalanceDay}
              />
            ) : null}
          </div>
          <DaySummary
            totals={totals[day - 1]!}
            targets={targets}
            energyUnit={energyUnit}
            conflicts={conflicts.get(day)}
          />
        </section>
        <ul className="grid gap-3" aria-label={`${dayName(day)} meals`}>
          {rows.map((mealType) => (
            <li key={mealType} className="grid gap-1.5">
              <MealTypeHeading
                plan={plan}
                mealType={mealType}
                targets={targets}
                energyUnit={energyUnit}
                inline
              />
              <BoardSlot board={board} slot={{ day, mealType }} layout="row" />
            </li>
          ))}
        </ul>
      </TabsContent>
    </Tabs>
  );
}
