import { Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  Copy,
  EllipsisVertical,
  History,
  LoaderCircle,
  Pencil,
  ShoppingCart,
  SlidersHorizontal,
  Sparkles,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { planMealTypes } from '../../../shared/planning/meal-types.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { servesOf } from '../../../shared/constants/meal-plans.ts';
import type { Plan, PlanMealRow } from '../../../shared/schemas/planner.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useOnline } from '../../offline/online.ts';
import { DownloadPdfDialog } from '../documents/download-pdf-dialog.tsx';
import { PlanLinkControl } from '../public/share-controls.tsx';
import { ClientSafetyStrip } from './client-safety-strip.tsx';
import { GenerationReport } from './generation-report.tsx';
import { planSignature } from './plan-history.ts';
import { planTargets } from './day-totals.ts';
import { MealPlanBoard } from './meal-plan-board.tsx';
import { WeekAverages } from './week-averages.tsx';
import type { SlotActions } from './meal-slot.tsx';
import { MoveMealDialog } from './move-meal-dialog.tsx';
import { planRecipeOf } from './plan-cache.ts';
import { focusSlot, hasNoMealCard, showsRecipe } from './focus-slot.ts';
import {
  dayName,
  DAYS,
  MEAL_TYPE_LABELS,
  mealsBySlot,
  slotKey,
  unfilledByDay,
  unfilledSlotsText,
  type Slot,
} from './plan-grid.ts';
import type { PickerTarget } from './recipe-picker-dialog.tsx';
import { RecipePlanView } from './recipe-plan-view.tsx';
import { usePlanChanges, usePlanMutations } from './use-plan-mutations.ts';

/** The plan's settings (with the client calculator), shopping list, rename and delete load on first open (decision 041). */
const PlanSettingsDialog = lazy(() =>
  import('./plan-settings-dialog.tsx').then((m) => ({ default: m.PlanSettingsDialog })),
);
const RenamePlanDialog = lazy(() =>
  import('./plan-dialogs.tsx').then((m) => ({ default: m.RenamePlanDialog })),
);
const DeletePlanDialog = lazy(() =>
  import('./plan-dialogs.tsx').then((m) => ({ default: m.DeletePlanDialog })),
);
/** "Customise for this client" brings the recipe editor's ingredient rows: loaded on first open too. */
const CustomiseMealDialog = lazy(() =>
  import('./customise-meal-dialog.tsx').then((m) => ({ default: m.CustomiseMealDialog })),
);
/** The recipe picker (its filters, list and fit to the slot) loads when a slot is first filled or replaced. */
const RecipePickerDialog = lazy(() =>
  import('./recipe-picker-dialog.tsx').then((m) => ({ default: m.RecipePickerDialog })),
);
const ShoppingListDialog = lazy(() =>
  import('./shopping-list-dialog.tsx').then((m) => ({ default: m.ShoppingListDialog })),
);
/** Regenerate's question, the plan's History and "Duplicate plan" (issue 30 point 5) load on first open too. */
const RegenerateDialog = lazy(() =>
  import('./regenerate-dialog.tsx').then((m) => ({ default: m.RegenerateDialog })),
);
const PlanHistoryDialog = lazy(() =>
  import('./plan-history-dialog.tsx').then((m) => ({ default: m.PlanHistoryDialog })),
);
const DuplicatePlanDialog = lazy(() =>
  import('./duplicate-plan-dialog.tsx').then((m) => ({ default: m.DuplicatePlanDialog })),
);

/** Up to this many unfilled slots are named in one sentence; more, a line a day. */
const FEW_UNFILLED = 6;

import type { PlanViewProps } from './plan-view.tsx';

/** A plan whose data has arrived: its header, tools and the week (or recipes by meal type), with its dialogs. */
export function LoadedPlan({
  plan,
  energyUnit,
  layout,
  settingsOpen,
  onSettingsOpenChange,
  onDeleted,
  ownersTools = true,
}: PlanViewProps & { plan: Plan }) {
  const planId = plan.id;
  const mutations = usePlanMutations(planId);
  // Offline the plan is read from what was saved: its changes are off (decision 033).
  const online = useOnline();
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [moving, setMoving] = useState<PlanMealRow | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const [customising, setCustomising] = useState<PlanMealRow | null>(null);
  const customiseMounted = useOpenedOnce(customising !== null);
  const pickerMounted = useOpenedOnce(picker !== null);
  const settingsMounted = useOpenedOnce(settingsOpen);
  const shoppingMounted = useOpenedOnce(shoppingOpen);
  const [renameOpen, setRenameOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const renameMounted = useOpenedOnce(renameOpen);
  const deleteMounted = useOpenedOnce(deleteOpen);
  const [regenerateOpen, setRegenerateOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const regenerateMounted = useOpenedOnce(regenerateOpen);
  const historyMounted = useOpenedOnce(historyOpen);
  const duplicateMounted = useOpenedOnce(duplicateOpen);
  /** The slots the last generation in this visit could not fill. */
  const [generatedUnfilled, setGeneratedUnfilled] = useState<Slot[] | null>(null);
  const targets = useMemo(() => planTargets(plan), [plan]);
  const bySlot = useMemo(() => mealsBySlot(plan.meals), [plan.meals]);

  // Generate, balance a day, restore and undo: each toast offers Undo, each leaves a report (issue 30).
  const changes = usePlanChanges(planId, { onGenerated: (result) => setGeneratedUnfilled(result.unfilled) });
  const busy = changes.busy;
  const report =
    changes.report && (changes.report.signature === null || changes.report.signature === planSignature(plan))
      ? changes.report
      : null;

  // The slots still empty that generation could not fill: from this visit's generation, or, when the plan
  // says its last generation fell short, every empty slot of its shape.
  const shapeTypes = planMealTypes(plan);
  const candidates =
    generatedUnfilled ??
    (plan.noMeals && !plan.recipePlan
      ? DAYS.flatMap((day) => shapeTypes.map((mealType) => ({ day, mealType })))
      : []);
  const unfilled = candidates.filter((slot) => !bySlot.get(slotKey(slot))?.recipe);
  const unfilledKeys = new Set(unfilled.map(slotKey));

  const actions: SlotActions = {
    add: (slot, replacing) =>
      setPicker({ day: slot.day, mealType: slot.mealType, replacing: replacing?.recipe?.name }),
    noMeal: (slot) => {
      mutations.setNoMeal.mutate({ planId, ...slot });
      focusSlot(slot, (root) => root.querySelector('[data-no-meal]') !== null);
    },
    remove: (meal) => {
      mutations.removeMeal.mutate({ planId, mealId: meal.id });
      focusSlot(meal, hasNoMealCard);
    },
    setLocked: (meal, locked) => mutations.setLocked.mutate({ planId, mealId: meal.id, locked }),
    setServes: (meal, serves) => mutations.setServes.mutate({ planId, mealId: meal.id, serves }),
    moveTo: (meal) => setMoving(meal),
    customise: (meal) => setCustomising(meal),
    resetCustom: (meal) => mutations.resetMeal.mutate({ planId, mealId: meal.id }),
  };
  const move = (meal: PlanMealRow, to: Slot) => {
    mutations.moveMeal.mutate({ planId, mealId: meal.id, day: to.day, mealType: to.mealType });
    if (meal.recipe) focusSlot(to, showsRecipe(meal.recipe.name));
  };

  function runGenerate() {
    if (plan.energyTargetKj === null) {
      toast.error(messages.planNeedsEnergyTarget);
      onSettingsOpenChange(true);
      return;
    }
    // A plan with meals asks first, saying what will change; an empty one generates at once.
    if (plan.meals.some((meal) => meal.recipe)) setRegenerateOpen(true);
    else changes.generate();
  }

  const recipeMeals = plan.meals.filter((meal) => meal.recipe).length;
  const locked = plan.meals.filter((meal) => meal.locked && meal.recipe).length;
  const conflicting = plan.meals.filter((meal) => meal.recipe && meal.conflicts.length > 0).length;
  const against = conflicting > 0 ? ` · ${conflicting} against the client’s record` : '';
  const slots = plan.recipePlan ? 0 : shapeTypes.length * DAYS.length;
  const pickerServes = picker ? servesOf(plan.servings, picker.mealType) : 1;

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <PlanHeader
        plan={plan}
        energyUnit={energyUnit}
        summary={
          plan.recipePlan
            ? `${recipeMeals === 1 ? '1 recipe' : `${recipeMeals} recipes`}${against}`
            : `${recipeMeals} of ${slots} meals planned${locked > 0 ? ` · ${locked} locked` : ''}${against}`
        }
        tools={
          <>
            <Button variant="outline" className="max-sm:grow" onClick={() => onSettingsOpenChange(true)}>
              <SlidersHorizontal aria-hidden />
              Settings
            </Button>
            <Button variant="outline" className="max-sm:grow" onClick={() => setShoppingOpen(true)}>
              <ShoppingCart aria-hidden />
              Shopping list
            </Button>
            {ownersTools ? (
              <DownloadPdfDialog
                target={{ kind: plan.recipePlan ? 'recipePlan' : 'mealPlan', id: plan.id }}
                triggerClassName="max-sm:grow"
              />
            ) : null}
            {plan.recipePlan ? null : (
              <Button
                needsConnection
                onClick={runGenerate}
                disabled={busy}
                className="max-sm:order-first max-sm:basis-full"
                title={recipeMeals > 0 ? 'Asks first, and says what will change' : undefined}
              >
                {changes.generating ? (
                  <LoaderCircle className="animate-spin" aria-hidden />
                ) : (
                  <Sparkles aria-hidden />
                )}
                {changes.generating ? 'Generating…' : recipeMeals > 0 ? 'Regenerate' : 'Generate'}
              </Button>
            )}
            {ownersTools ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button needsConnection variant="outline" size="icon" aria-label="Plan actions">
                    <EllipsisVertical aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => setRenameOpen(true)}>
                    <Pencil aria-hidden />
                    Rename plan
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setHistoryOpen(true)}>
                    <History aria-hidden />
                    History
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setDuplicateOpen(true)}>
                    <Copy aria-hidden />
                    Duplicate plan
                  </DropdownMenuItem>
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleteOpen(true)}>
                    <Trash2 aria-hidden />
                    Delete plan
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </>
        }
      />

      {ownersTools ? <PlanLinkControl planId={planId} /> : null}

      <p role="status" aria-live="polite" className="sr-only">
        {changes.generating
          ? 'Generating the plan…'
          : changes.balancingDay !== null
            ? `Balancing ${dayName(changes.balancingDay)}…`
            : changes.restoring || changes.undoing
              ? 'Restoring the plan…'
              : ''}
      </p>

      {unfilled.length > 0 && !busy ? (
        <div
          role="alert"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">{messages.notEnoughRecipes}</p>
            {unfilled.length <= FEW_UNFILLED ? (
              <p>Not filled: {unfilledSlotsText(unfilled, shapeTypes)}.</p>
            ) : (
              <>
                <p>Not filled, {unfilled.length} slots:</p>
                <ul className="grid gap-0.5 pl-1">
                  {unfilledByDay(unfilled, shapeTypes).map((line) => (
                    <li key={line.day}>{line.text}</li>
                  ))}
                </ul>
              </>
            )}
            <p>
              Add recipes to these slots yourself, or widen the plan&rsquo;s settings (fewer tags, another
              target) and generate again.
            </p>
          </div>
        </div>
      ) : null}

      {report ? (
        <GenerationReport
          report={report}
          onUndo={changes.undo}
          undoing={changes.undoing}
          onDismiss={changes.dismissReport}
        />
      ) : null}

      {recipeMeals === 0 && !plan.meals.some((meal) => meal.noMeal) && !busy ? (
        <EmptyPlan plan={plan} onGenerate={runGenerate} onSettings={() => onSettingsOpenChange(true)} />
      ) : null}

      {plan.recipePlan || !targets ? null : (
        <WeekAverages plan={plan} targets={targets} energyUnit={energyUnit} />
      )}

      {plan.recipePlan ? (
        <RecipePlanView
          plan={plan}
          energyUnit={energyUnit}
          onAdd={(mealType) => setPicker({ mealType })}
          onRemove={(meal) => mutations.removeMeal.mutate({ planId, mealId: meal.id })}
          onServes={(meal, serves) => mutations.setServes.mutate({ planId, mealId: meal.id, serves })}
          onCustomise={(meal) => setCustomising(meal)}
        />
      ) : (
        <MealPlanBoard
          plan={plan}
          targets={targets}
          unfilled={unfilledKeys}
          energyUnit={energyUnit}
          actions={actions}
          onMove={move}
          busy={busy}
          readOnly={!online}
          layout={layout}
          onBalanceDay={plan.energyTargetKj === null ? undefined : changes.balanceDay}
          balancingDay={changes.balancingDay}
        />
      )}

      {pickerMounted ? (
        <Suspense fallback={null}>
          <RecipePickerDialog
            open={picker !== null}
            onOpenChange={(open) => {
              if (!open) setPicker(null);
            }}
            plan={plan}
            target={picker}
            window={picker ? targets?.windows.get(picker.mealType) : undefined}
            serves={pickerServes}
            energyUnit={energyUnit}
            onChoose={(recipes) => {
              if (!picker) return;
              void mutations.addMeals(
                picker.day === undefined
                  ? { mealType: picker.mealType }
                  : { day: picker.day, mealType: picker.mealType },
                recipes.map(planRecipeOf),
              );
              setPicker(null);
              const [first] = recipes;
              if (picker.day !== undefined && first) {
                focusSlot({ day: picker.day, mealType: picker.mealType }, showsRecipe(first.name));
              }
            }}
          />
        </Suspense>
      ) : null}
      <MoveMealDialog
        plan={plan}
        meal={moving}
        onOpenChange={(open) => {
          if (!open) setMoving(null);
        }}
        onMove={move}
      />
      <Suspense fallback={null}>
        {settingsMounted ? (
          <PlanSettingsDialog
            open={settingsOpen}
            onOpenChange={onSettingsOpenChange}
            plan={plan}
            energyUnit={energyUnit}
          />
        ) : null}
        {customiseMounted ? (
          <CustomiseMealDialog
            plan={plan}
            meal={customising}
            energyUnit={energyUnit}
            onOpenChange={(open) => {
              if (!open) setCustomising(null);
            }}
          />
        ) : null}
        {shoppingMounted ? (
          <ShoppingListDialog plan={plan} open={shoppingOpen} onOpenChange={setShoppingOpen} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {renameMounted ? (
          <RenamePlanDialog open={renameOpen} onOpenChange={setRenameOpen} plan={plan} />
        ) : null}
        {regenerateMounted ? (
          <RegenerateDialog
            open={regenerateOpen}
            onOpenChange={setRegenerateOpen}
            plan={plan}
            onRegenerate={changes.generate}
          />
        ) : null}
        {historyMounted ? (
          <PlanHistoryDialog
            open={historyOpen}
            onOpenChange={setHistoryOpen}
            plan={plan}
            energyUnit={energyUnit}
            restoring={changes.restoring}
            onRestore={changes.restore}
          />
        ) : null}
        {duplicateMounted ? (
          <DuplicatePlanDialog open={duplicateOpen} onOpenChange={setDuplicateOpen} plan={plan} />
        ) : null}
        {deleteMounted ? (
          <DeletePlanDialog
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            plan={{ id: plan.id, name: plan.name, mealCount: recipeMeals }}
            onDeleted={onDeleted}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function PlanHeader({
  plan,
  energyUnit,
  summary,
  tools,
}: {
  plan: Plan;
  energyUnit: EnergyUnit;
  summary: string;
  tools: ReactNode;
}) {
  const meals = [
    ...plan.mainMeals.map((meal) => MEAL_TYPE_LABELS[meal]),
    ...(plan.snacks > 0 ? [plan.snacks === 1 ? '1 snack' : `${plan.snacks} snacks`] : []),
    ...(plan.dessert ? ['dessert'] : []),
  ].join(', ');
  const tags = [...plan.mealTags, ...plan.nutritionTags];
  return (
    <header className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1 basis-64">
        <p className="truncate text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          {plan.folder.client}
        </p>
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="min-w-0 truncate text-xl font-bold tracking-tight text-neutral-900">{plan.name}</h2>
          <RequestStatusBadge status={plan.requestStatus} />
        </div>
        <p className="mt-0.5 text-sm text-neutral-600">
          {plan.recipePlan ? null : (
            <>
              {plan.energyTargetKj === null ? (
                <span className="font-medium text-amber-800">No energy target yet</span>
              ) : (
                <>
                  Target{' '}
                  <span className="font-semibold text-neutral-900 tabular-nums">
                    {formatNutrient('energyKj', plan.energyTargetKj, energyUnit)}
                  </span>
                </>
              )}
              {' · '}
            </>
          )}
          {meals} · {summary}
        </p>
        {tags.length > 0 || plan.avoidTags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Plan tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="success">{tag}</Badge>
              </li>
            ))}
            {plan.avoidTags.map((tag) => (
              <li key={`avoid-${tag}`}>
                <Badge variant="outline">No {tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <ClientSafetyStrip safety={plan.clientSafety} className="mt-3" />
      </div>
      {/* Wrapped, never squeezed: on a phone Generate takes the first row and the others share the rest. */}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">{tools}</div>
    </header>
  );
}

function EmptyPlan({
  plan,
  onGenerate,
  onSettings,
}: {
  plan: Plan;
  onGenerate: () => void;
  onSettings: () => void;
}) {
  if (plan.recipePlan) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-6 text-center text-sm text-neutral-600">
        This recipe plan is empty. Add recipes to each meal below.
      </p>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white p-6 text-center">
      <p className="font-medium text-neutral-900">This plan has no meals yet.</p>
      <p className="max-w-lg text-sm text-neutral-600">
        {plan.energyTargetKj === null
          ? 'Set the client’s daily energy target in the settings (the calculator can work it out), then generate a week of meals that fit it, or add recipes slot by slot.'
          : 'Generate a week of meals that fit the target and the plan’s tags, or add recipes slot by slot below.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {plan.energyTargetKj === null ? (
          <Button onClick={onSettings}>
            <SlidersHorizontal aria-hidden />
            Set the energy target
          </Button>
        ) : (
          <Button needsConnection onClick={onGenerate}>
            <Sparkles aria-hidden />
            Generate the week
          </Button>
        )}
      </div>
    </div>
  );
}
