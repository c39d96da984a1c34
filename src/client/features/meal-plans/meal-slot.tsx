import { useRef, type ComponentProps } from 'react';
import {
  ArrowDown,
  ArrowRightLeft,
  ArrowUp,
  Ban,
  Check,
  EllipsisVertical,
  GripVertical,
  Lock,
  LockOpen,
  Minus,
  Pencil,
  Plus,
  Replace,
  RotateCcw,
  Trash2,
  Users,
} from 'lucide-react';
import { RecipeLink } from '../recipes/recipe-link.tsx';
import { useDragHooks } from './meal-drag.tsx';
import type { SlotEnergyWindow } from '../../../shared/planning/energy-targets.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { MEAL_SERVES_MAX } from '../../../shared/constants/meal-plans.ts';
import type { PlanMealRow } from '../../../shared/schemas/planner.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';
import { energyFit, mealEnergyKj, type EnergyFit } from './day-totals.ts';
import { CustomisedBadge } from './customised-badge.tsx';
import { MealConflictWarning } from './meal-conflict-warning.tsx';
import { isPendingMeal } from './plan-cache.ts';
import { formatServes, nextServes, servesText, slotKey, slotLabel, type Slot } from './plan-grid.ts';

/** What a slot can ask the planner to do; the planner opens the dialogs and calls the server. */
export interface SlotActions {
  add: (slot: Slot, replacing?: PlanMealRow) => void;
  noMeal: (slot: Slot) => void;
  remove: (meal: PlanMealRow) => void;
  setLocked: (meal: PlanMealRow, locked: boolean) => void;
  setServes: (meal: PlanMealRow, serves: number) => void;
  moveTo: (meal: PlanMealRow) => void;
  /** Opens "Customise for this client" for the meal's recipe (decision 043). */
  customise: (meal: PlanMealRow) => void;
  /** Gives the meal the catalogue recipe again. */
  resetCustom: (meal: PlanMealRow) => void;
}

export type SlotLayout = 'cell' | 'row';

interface MealSlotProps {
  slot: Slot;
  meal: PlanMealRow | undefined;
  window: SlotEnergyWindow | undefined;
  /** Generation could not fill it. */
  unfilled: boolean;
  layout: SlotLayout;
  energyUnit: EnergyUnit;
  actions: SlotActions;
  /** While a generation runs, nothing in the grid takes a change. */
  busy: boolean;
}

/** One slot of a meal plan: a drop target holding its meal, "No meal", or the way to add one. */
export function MealSlot(props: MealSlotProps) {
  const { slot, meal, unfilled, layout } = props;
  const { useDroppable } = useDragHooks();
  const { setNodeRef, isOver, active } = useDroppable({ id: slotKey(slot), data: { slot } });
  const dragging = active !== null;
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'relative h-full rounded-xl transition-shadow',
        layout === 'cell' ? 'min-h-40' : 'min-h-24',
        isOver && 'ring-2 ring-accent-600 ring-offset-2',
        dragging && !isOver && 'outline-1 outline-offset-2 outline-neutral-300 outline-dashed',
      )}
      data-slot={slotKey(slot)}
      data-unfilled={unfilled || undefined}
    >
      {meal?.recipe ? (
        <RecipeMeal {...props} meal={meal} />
      ) : meal?.noMeal ? (
        <NoMeal {...props} meal={meal} />
      ) : (
        <EmptySlot {...props} />
      )}
    </div>
  );
}

const FIT_TEXT: Record<EnergyFit, string> = {
  in: 'within the slot’s range',
  low: 'below the slot’s range',
  high: 'above the slot’s range',
};

function FitIcon({ fit }: { fit: EnergyFit }) {
  const Icon = fit === 'in' ? Check : fit === 'low' ? ArrowDown : ArrowUp;
  return <Icon className="size-3.5 shrink-0" strokeWidth={2.5} aria-hidden />;
}

/** The meal's energy (per serve times serves) in the user's unit, and where it sits against the slot. */
export function MealEnergy({
  meal,
  window,
  energyUnit,
  className,
}: {
  meal: Pick<PlanMealRow, 'serves' | 'recipe'>;
  window: SlotEnergyWindow | undefined;
  energyUnit: EnergyUnit;
  className?: string;
}) {
  const energy = mealEnergyKj(meal);
  const fit = window ? energyFit(energy, window) : null;
  const range = window
    ? `${formatNutrient('energyKj', window.minKj, energyUnit)} to ${formatNutrient('energyKj', window.maxKj, energyUnit)}`
    : null;
  return (
    <p
      className={cn(
        'flex items-center gap-1 text-xs font-medium tabular-nums',
        fit === null ? 'text-neutral-700' : fit === 'in' ? 'text-brand-800' : 'text-amber-700',
        className,
      )}
      title={
        meal.recipe
          ? `${formatNutrient('energyKj', meal.recipe.energyKjPerServe, energyUnit)} per serve × ${formatServes(meal.serves)}${range ? `; this slot takes ${range}` : ''}`
          : undefined
      }
    >
      {fit ? <FitIcon fit={fit} /> : null}
      {formatNutrient('energyKj', energy, energyUnit)}
      {fit ? <span className="sr-only">, {FIT_TEXT[fit]}</span> : null}
    </p>
  );
}

function RecipeMeal({
  slot,
  meal,
  window,
  unfilled,
  layout,
  energyUnit,
  actions,
  busy,
}: MealSlotProps & { meal: PlanMealRow }) {
  const recipe = meal.recipe!;
  const label = slotLabel(slot);
  const pending = isPendingMeal(meal);
  const conflicting = meal.conflicts.length > 0;
  const disabled = pending || busy;
  const { useDraggable } = useDragHooks();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: meal.id,
    data: { meal },
    disabled,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      aria-label={`Move ${recipe.name} from ${label}`}
      className={cn(
        iconButton,
        'cursor-grab touch-none active:cursor-grabbing disabled:cursor-default disabled:opacity-50',
      )}
      disabled={disabled}
    >
      <GripVertical aria-hidden />
    </button>
  );
  const tools = (
    <>
      <button
        type="button"
        aria-label={`Lock ${label}`}
        aria-pressed={meal.locked}
        title={
          meal.locked ? 'Locked: generating again keeps this meal' : 'Lock, so generating again keeps it'
        }
        className={cn(
          iconButton,
          meal.locked && 'border-brand-700 bg-brand-500 text-brand-950 hover:bg-brand-400',
        )}
        disabled={disabled}
        onClick={() => actions.setLocked(meal, !meal.locked)}
      >
        {meal.locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
      </button>
      <MealMenu slot={slot} meal={meal} actions={actions} disabled={disabled} />
    </>
  );
  const name = (
    <RecipeLink
      recipe={recipe}
      title={recipe.name}
      draggable={false}
      className="text-[0.8125rem] leading-snug font-semibold focus-visible:underline"
    />
  );
  const stepper = (
    <ServesStepper
      meal={meal}
      label={label}
      disabled={disabled}
      actions={actions}
      compact={layout === 'cell'}
    />
  );
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      aria-label={`${label}: ${recipe.name}${meal.custom ? ', customised' : ''}${meal.locked ? ', locked' : ''}${conflicting ? ', goes against the client’s record' : ''}`}
      aria-busy={pending || undefined}
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl border bg-white shadow-xs transition-opacity select-none [&_img]:pointer-events-none',
        layout === 'cell' ? 'flex-col' : 'flex-row',
        meal.locked ? 'border-brand-600 ring-1 ring-brand-600' : 'border-neutral-200',
        unfilled && 'border-amber-500',
        conflicting && 'border-red-400',
        isDragging && 'opacity-40',
        pending && 'opacity-70',
      )}
    >
      {layout === 'cell' ? (
        <>
          <div className="relative h-14 shrink-0">
            <RecipeThumb photo={recipe.photo} className="size-full" />
            <div className="absolute inset-x-1 top-1 flex items-start justify-between gap-1">
              {handle}
              <div className="flex gap-1">{tools}</div>
            </div>
            {meal.locked ? <LockedBadge /> : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1 p-2">
            {name}
            {meal.custom ? <CustomisedBadge note={meal.custom.note} /> : null}
            <MealConflictWarning conflicts={meal.conflicts} compact />
            <MealEnergy meal={meal} window={window} energyUnit={energyUnit} />
            <div className="mt-auto pt-1">{stepper}</div>
          </div>
        </>
      ) : (
        <>
          <div className="relative w-20 shrink-0">
            <RecipeThumb photo={recipe.photo} className="size-full" />
            {meal.locked ? <LockedBadge /> : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-2.5">
            <div className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 justify-items-start gap-1">
                {name}
                {meal.custom ? <CustomisedBadge note={meal.custom.note} /> : null}
              </div>
              <div className="flex shrink-0 gap-1">
                {handle}
                {tools}
              </div>
            </div>
            <MealConflictWarning conflicts={meal.conflicts} />
            <div className="mt-auto flex items-center justify-between gap-2">
              <MealEnergy meal={meal} window={window} energyUnit={energyUnit} />
              <div className="w-32">{stepper}</div>
            </div>
          </div>
        </>
      )}
    </article>
  );
}

function LockedBadge() {
  return (
    <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-brand-900/90 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white">
      <Lock className="size-3" aria-hidden />
      Locked
    </span>
  );
}

const iconButton =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md border border-neutral-200 bg-white/95 text-neutral-700 shadow-xs transition-colors hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4';

function MealMenu({
  slot,
  meal,
  actions,
  disabled,
}: {
  slot: Slot;
  meal: PlanMealRow;
  actions: SlotActions;
  disabled: boolean;
}) {
  const label = slotLabel(slot);
  // An item that takes the meal out of the slot also takes the menu's button: the planner puts the focus
  // in the slot itself, so the menu does not try to give it back to a button that is gone.
  const leaving = useRef(false);
  const leave = (action: () => void) => () => {
    leaving.current = true;
    action();
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" aria-label={`More for ${label}`} className={iconButton} disabled={disabled}>
          <EllipsisVertical aria-hidden />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (leaving.current) event.preventDefault();
          leaving.current = false;
        }}
      >
        {meal.locked ? (
          <DropdownMenuLabel className="text-xs text-neutral-600">
            Locked: unlock to replace it
          </DropdownMenuLabel>
        ) : null}
        <DropdownMenuItem disabled={meal.locked} onSelect={() => actions.add(slot, meal)}>
          <Replace aria-hidden />
          Replace…
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.customise(meal)}>
          <Pencil aria-hidden />
          Customise for this client…
        </DropdownMenuItem>
        {meal.custom ? (
          <DropdownMenuItem onSelect={() => actions.resetCustom(meal)}>
            <RotateCcw aria-hidden />
            Reset to original
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => actions.moveTo(meal)}>
          <ArrowRightLeft aria-hidden />
          Move to…
        </DropdownMenuItem>
        <DropdownMenuItem disabled={meal.locked} onSelect={leave(() => actions.noMeal(slot))}>
          <Ban aria-hidden />
          Mark no meal
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={leave(() => actions.remove(meal))}>
          <Trash2 aria-hidden />
          Remove
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ServesStepper({
  meal,
  label,
  disabled,
  actions,
  compact,
}: {
  meal: PlanMealRow;
  label: string;
  disabled: boolean;
  actions: SlotActions;
  /** A table cell's narrow width: the number with a people icon instead of "1.5 serves". */
  compact: boolean;
}) {
  const setServes = (serves: number) => actions.setServes(meal, serves);
  return (
    <div
      role="group"
      aria-label={`Serves for ${label}`}
      className="flex h-7 items-center justify-between rounded-md border border-neutral-200 bg-neutral-50 px-0.5"
    >
      <ServesStep label={`Fewer serves for ${label}`} {...servesStep(meal.serves, -1, disabled, setServes)}>
        <Minus aria-hidden />
      </ServesStep>
      <span
        className="inline-flex items-center gap-1 truncate text-xs font-medium text-neutral-800 tabular-nums"
        aria-live="polite"
        title={servesText(meal.serves)}
      >
        {compact ? (
          <>
            <Users className="size-3.5 text-neutral-500" aria-hidden />
            {formatServes(meal.serves)}
            <span className="sr-only">{meal.serves === 1 ? ' serve' : ' serves'}</span>
          </>
        ) : (
          servesText(meal.serves)
        )}
      </span>
      <ServesStep label={`More serves for ${label}`} {...servesStep(meal.serves, 1, disabled, setServes)}>
        <Plus aria-hidden />
      </ServesStep>
    </div>
  );
}

/**
 * One step of a meal's serves, one fewer (`step` -1) or one more: what its button does, and disabled at the
 * end of the range or while the meal cannot change.
 */
export function servesStep(
  serves: number,
  step: -1 | 1,
  disabled: boolean,
  onServes: (serves: number) => void,
) {
  const to = nextServes(serves, step, MEAL_SERVES_MAX);
  return { disabled: disabled || to === null, onClick: () => to !== null && onServes(to) };
}

/** A serves step's button in a slot, named by `label`. */
function ServesStep({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-40 [&_svg]:size-3.5"
      aria-label={label}
      {...props}
    />
  );
}

function NoMeal({ slot, meal, layout, actions, busy }: MealSlotProps & { meal: PlanMealRow }) {
  const label = slotLabel(slot);
  const disabled = busy || isPendingMeal(meal);
  return (
    <div
      className={cn(
        'flex h-full gap-2 rounded-xl border border-neutral-200 bg-neutral-100 p-2 text-neutral-600',
        layout === 'cell' ? 'flex-col items-center justify-center text-center' : 'items-center',
      )}
      aria-label={`${label}: no meal`}
      role="group"
      data-no-meal
    >
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Ban className="size-4" aria-hidden />
        No meal
      </p>
      <div className={cn('flex gap-1', layout === 'row' && 'ml-auto')}>
        <SmallButton
          label={`Add a recipe to ${label}`}
          disabled={busy}
          onClick={() => actions.add(slot, meal)}
        >
          <Plus aria-hidden />
          Add
        </SmallButton>
        <SmallButton label={`Clear ${label}`} disabled={disabled} onClick={() => actions.remove(meal)}>
          Clear
        </SmallButton>
      </div>
    </div>
  );
}

function EmptySlot({ slot, unfilled, layout, actions, busy }: MealSlotProps) {
  const label = slotLabel(slot);
  return (
    <div
      className={cn(
        'flex h-full gap-1.5 rounded-xl border border-dashed p-2',
        layout === 'cell' ? 'flex-col items-stretch justify-center' : 'items-center',
        unfilled ? 'border-amber-500 bg-amber-50' : 'border-neutral-300 bg-white/60',
      )}
    >
      {unfilled ? (
        <p className={cn('text-xs font-semibold text-amber-800', layout === 'cell' && 'text-center')}>
          Not filled
        </p>
      ) : null}
      <button
        type="button"
        aria-label={`Add a recipe to ${label}`}
        disabled={busy}
        onClick={() => actions.add(slot)}
        className={cn(
          'inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-50',
          layout === 'cell' ? 'min-h-16 flex-1' : 'h-10 flex-1',
        )}
      >
        <Plus className="size-4" aria-hidden />
        Add
      </button>
      <SmallButton label={`Mark ${label} no meal`} disabled={busy} onClick={() => actions.noMeal(slot)}>
        No meal
      </SmallButton>
    </div>
  );
}

/** A small text button of an empty slot, named by `label`. */
function SmallButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex h-7 items-center justify-center gap-1 rounded-md px-2 text-xs font-medium text-neutral-700 hover:bg-white hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-50 [&_svg]:size-3.5"
      {...props}
    />
  );
}

/** The card that follows the pointer while a meal is dragged. */
export function DraggedMeal({ meal, energyUnit }: { meal: PlanMealRow; energyUnit: EnergyUnit }) {
  if (!meal.recipe) return null;
  return (
    <div className="flex w-56 items-center gap-2 overflow-hidden rounded-xl border border-accent-600 bg-white p-1.5 shadow-xl">
      <RecipeThumb photo={meal.recipe.photo} className="size-12 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{meal.recipe.name}</p>
        <MealEnergy meal={meal} window={undefined} energyUnit={energyUnit} />
      </div>
    </div>
  );
}
