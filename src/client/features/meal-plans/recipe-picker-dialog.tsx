import { useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Check, Plus, Replace } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import type { SlotEnergyWindow } from '../../../shared/planning/energy-targets.ts';
import { mealTimeOf } from '../../../shared/planning/meal-types.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { recipeTagLooks } from '../../../shared/nutrition/tag-looks.ts';
import type { PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import type { Plan } from '../../../shared/schemas/planner.ts';
import type { MealConflict } from '../../../shared/safety/client-safety.ts';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import { LoadingRows, LoadMoreButton } from '../../components/list-parts.tsx';
import { SEARCH_TEXT, SearchInput } from '../../components/plan-light-parts.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { matchesFilters, RecipeFilterBar, type RecipeFilters } from '../recipes/recipe-filters.tsx';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';
import { mealTimeLabel } from '../recipes/recipe-words.ts';
import { useNutritionTagGroups } from '../tags/use-nutrition-tag-groups.ts';
import { energyFit, type EnergyFit } from './day-totals.ts';
import { MealConflictWarning } from './meal-conflict-warning.tsx';
import { enforcedText } from './plan-safety.ts';
import { MEAL_TYPE_LABELS, servesText, slotLabel } from './plan-grid.ts';

/** Where the chosen recipes go: a meal plan's slot, or a recipe plan's meal type (no day). */
export interface PickerTarget {
  day?: number;
  mealType: PlanMealType;
  /** The recipe the choice replaces, for the title. */
  replacing?: string;
  /** What the recipes are for, when it is not the meal type (the promo eBook's recipes). */
  label?: string;
  /** Start with every meal time rather than the meal type's. */
  anyMealTime?: boolean;
}

interface RecipePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  target: PickerTarget | null;
  window: SlotEnergyWindow | undefined;
  serves: number;
  energyUnit: EnergyUnit;
  onChoose: (recipes: RecipeListItem[]) => void;
}

export function pickerTargetText(target: PickerTarget): string {
  if (target.label) return target.label;
  return target.day === undefined
    ? MEAL_TYPE_LABELS[target.mealType]
    : slotLabel({ day: target.day, mealType: target.mealType });
}

/**
 * Choosing recipes for a slot: search (as you type) or browse the catalogue, filtered by meal time (the
 * slot's to start with, but professionals may pick any here, SPEC §6), meal tags and nutrition tags (the
 * plan's to start with), each recipe showing its energy and whether it fits the slot's range. A meal
 * plan's slot takes one recipe; a recipe plan's meal type takes several at once.
 */
export function RecipePickerDialog(props: RecipePickerProps) {
  const { open, onOpenChange, target, plan } = props;
  const multiple = plan.recipePlan;
  const chosen = useRef(false);
  const onChoose = (recipes: RecipeListItem[]) => {
    chosen.current = true;
    props.onChoose(recipes);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[calc(100dvh-2rem)] max-w-3xl flex-col gap-3 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none max-sm:p-4"
        onCloseAutoFocus={(event) => {
          // After a choice the planner puts the focus on the slot's new meal.
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
        onOpenAutoFocus={(event) => {
          // The search field, not the first filter, takes the focus.
          event.preventDefault();
          document.getElementById('recipe-picker-search')?.focus();
        }}
      >
        {target ? (
          <>
            <DialogHeading
              title={
                target.replacing ? `Replace ${target.replacing}` : multiple ? 'Add recipes' : 'Add a recipe'
              }
              description={
                <>
                  {multiple ? 'Choose recipes for ' : 'For '}
                  <span className="font-medium text-neutral-900">{pickerTargetText(target)}</span>
                  {props.window ? (
                    <>
                      {' '}
                      · this slot takes {formatNutrient(
                        'energyKj',
                        props.window.minKj,
                        props.energyUnit,
                      )} to {formatNutrient('energyKj', props.window.maxKj, props.energyUnit)} (
                      {servesText(props.serves)})
                    </>
                  ) : null}
                </>
              }
            />
            <PickerBody
              key={`${target.day}-${target.mealType}`}
              {...props}
              onChoose={onChoose}
              target={target}
              multiple={multiple}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  plan,
  target,
  window,
  serves,
  energyUnit,
  onChoose,
  multiple,
}: RecipePickerProps & { target: PickerTarget; multiple: boolean }) {
  const [query, setQuery, debounced] = useSearchText();
  const [filters, setFilters] = useState<RecipeFilters>({
    mealTime: target.anyMealTime ? null : mealTimeOf(target.mealType),
    tags: plan.mealTags,
    nutritionTags: plan.nutritionTags,
    excludeNutritionTags: plan.avoidTags,
  });
  // Recipes that fit a day's slot are what a planner wants; the switch shows the rest on request. A recipe
  // plan (an eBook, several recipes a meal, no days) has no day to fit, so it starts with every recipe.
  const [onlyFitting, setOnlyFitting] = useState(!multiple);
  // The server leaves out recipes against the client's record (issue 29); on request it shows them, marked.
  const [showConflicting, setShowConflicting] = useState(false);
  const record = enforcedText(plan.clientSafety);
  const [chosen, setChosen] = useState<Map<string, RecipeListItem>>(new Map());
  // A recipe plan takes each recipe once per meal type; a meal plan shows which recipes the week has.
  const alreadyIn = new Set(
    plan.meals
      .filter((meal) => !multiple || meal.mealType === target.mealType)
      .map((meal) => meal.recipe?.id),
  );

  const catalogue = trpc.recipes.list.useInfiniteQuery(
    {
      mealTime: filters.mealTime,
      tags: filters.tags,
      nutritionTags: filters.nutritionTags,
      excludeNutritionTags: filters.excludeNutritionTags,
      forPlanId: plan.id,
      showConflicting,
      // Only what fits: asked of the server, so every page is full of recipes that fit.
      ...(onlyFitting && window
        ? { energyMinKj: window.minKj / serves, energyMaxKj: window.maxKj / serves }
        : {}),
    },
    {
      enabled: !debounced,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    },
  );
  const search = trpc.recipes.search.useInfiniteQuery(
    { query: debounced, scope: 'catalogue', forPlanId: plan.id, showConflicting },
    {
      enabled: Boolean(debounced),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    },
  );
  const list = debounced ? search : catalogue;
  const loaded = list.data?.pages.flatMap((each) => each.items) ?? [];
  const fitOf = (recipe: RecipeListItem): EnergyFit | null =>
    window ? energyFit(recipe.energyKjPerServe * serves, window) : null;
  const recipes = loaded
    .filter(
      (recipe) => (!debounced || matchesFilters(recipe, filters)) && (!onlyFitting || fitOf(recipe) === 'in'),
    )
    // With every recipe shown, those that fit still come first (the sort keeps each group's order).
    .sort((a, b) => Number(fitOf(b) === 'in') - Number(fitOf(a) === 'in'));

  function toggle(recipe: RecipeListItem, on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(recipe.id, recipe);
      else next.delete(recipe.id);
      return next;
    });
  }

  return (
    <>
      <div className="grid gap-3">
        <div role="search">
          <SearchInput
            id="recipe-picker-search"
            aria-label="Search recipes"
            placeholder="Search recipes, e.g. chicken salad"
            {...SEARCH_TEXT}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <RecipeFilterBar filters={filters} onChange={setFilters} />
        {window ? (
          <label className="flex items-center gap-2 text-sm text-neutral-800">
            <Switch
              checked={onlyFitting}
              onCheckedChange={setOnlyFitting}
              aria-label="Only recipes that fit the slot"
            />
            Only recipes that fit the slot
          </label>
        ) : null}
        {record ? (
          <div className="grid gap-0.5">
            <label className="flex items-center gap-2 text-sm text-neutral-800">
              <Switch
                checked={showConflicting}
                onCheckedChange={setShowConflicting}
                aria-label="Show recipes that go against the client’s record"
                aria-describedby="recipe-picker-record"
              />
              Show recipes that go against the client&rsquo;s record
            </label>
            <p id="recipe-picker-record" className="pl-13 text-xs text-neutral-600">
              {showConflicting
                ? `Recipes with ${record} are shown with a warning.`
                : `Recipes with ${record} are left out.`}
            </p>
          </div>
        ) : null}
      </div>
      <div
        className={cn(
          'min-h-48 flex-1 overflow-y-auto rounded-xl border border-neutral-200 transition-opacity',
          list.isPlaceholderData && 'opacity-60',
        )}
      >
        {list.isPending ? (
          <LoadingRows
            label="Loading recipes…"
            rows={5}
            rowClassName="h-12 rounded-lg"
            className="grid gap-2 p-3"
          />
        ) : list.isError ? (
          <p className="p-4 text-sm text-red-700">{errorText(list.error)}</p>
        ) : recipes.length === 0 && !list.hasNextPage ? (
          <div className="grid justify-items-center gap-1 p-8 text-center">
            <p className="font-medium text-neutral-900">{messages.noRecipes}</p>
            <p className="max-w-sm text-sm text-neutral-600">
              {onlyFitting && window
                ? 'None fits this slot’s energy. Turn off “Only recipes that fit the slot” to see them all, or try other words or fewer tags.'
                : 'Try other words, another meal time, or fewer tags.'}
              {record && !showConflicting
                ? ' Recipes that go against the client’s record are left out.'
                : null}
            </p>
          </div>
        ) : (
          <ul aria-label="Recipes" className="divide-y divide-neutral-100">
            {recipes.map((recipe) => (
              <PickerRow
                key={recipe.id}
                recipe={recipe}
                fit={fitOf(recipe)}
                conflicts={recipe.conflicts ?? []}
                serves={serves}
                energyUnit={energyUnit}
                multiple={multiple}
                already={alreadyIn.has(recipe.id)}
                chosen={chosen.has(recipe.id)}
                onToggle={(on) => toggle(recipe, on)}
                onAdd={() => onChoose([recipe])}
                replacing={Boolean(target.replacing)}
              />
            ))}
            {recipes.length === 0 ? (
              <li className="p-4 text-center text-sm text-neutral-600">
                None of the recipes loaded so far match. Load more to look further.
              </li>
            ) : null}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="flex justify-center border-t border-neutral-100 p-3">
            <LoadMoreButton list={list} />
          </div>
        ) : null}
      </div>
      {multiple ? (
        <DialogFooter className="items-center">
          <p className="mr-auto text-sm text-neutral-600" aria-live="polite">
            {chosen.size === 0 ? 'No recipe chosen yet.' : `${chosen.size} chosen`}
          </p>
          <Button disabled={chosen.size === 0} onClick={() => onChoose([...chosen.values()])}>
            <Plus aria-hidden />
            {chosen.size > 1 ? `Add ${chosen.size} recipes` : 'Add recipe'}
          </Button>
        </DialogFooter>
      ) : null}
    </>
  );
}

const FIT_BADGES: Record<EnergyFit, { text: string; variant: 'success' | 'secondary' }> = {
  in: { text: 'Fits', variant: 'success' },
  low: { text: 'Below range', variant: 'secondary' },
  high: { text: 'Above range', variant: 'secondary' },
};

function PickerRow({
  recipe,
  fit,
  conflicts,
  serves,
  energyUnit,
  multiple,
  already,
  chosen,
  onToggle,
  onAdd,
  replacing,
}: {
  recipe: RecipeListItem;
  fit: EnergyFit | null;
  /** How the recipe goes against the client's record; empty when it does not. */
  conflicts: readonly MealConflict[];
  serves: number;
  energyUnit: EnergyUnit;
  multiple: boolean;
  already: boolean;
  chosen: boolean;
  onToggle: (on: boolean) => void;
  onAdd: () => void;
  /** The slot has a recipe already: choosing replaces it, and the button says so. */
  replacing: boolean;
}) {
  const checkboxId = `pick-${recipe.id}`;
  // "Contains gluten", not "Gluten": the same words as the recipe cards.
  const tags = recipeTagLooks(recipe, useNutritionTagGroups()).map((look) => look.label);
  const against = conflicts.length > 0 ? ', which goes against the client’s record' : '';
  return (
    <li
      className={cn(
        'flex items-center gap-3 px-3 py-2.5',
        chosen && 'bg-brand-50',
        conflicts.length > 0 && 'border-l-4 border-l-red-500 bg-red-50/40',
      )}
      data-conflicting={conflicts.length > 0 || undefined}
    >
      {multiple ? (
        <Checkbox
          id={checkboxId}
          checked={chosen || already}
          disabled={already}
          onCheckedChange={(checked) => onToggle(checked === true)}
          aria-label={already ? `${recipe.name} is already in the plan` : `Choose ${recipe.name}${against}`}
        />
      ) : null}
      <RecipeThumb photo={recipe.photo} className="size-12 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-neutral-900">
          {multiple ? <label htmlFor={checkboxId}>{recipe.name}</label> : recipe.name}
        </p>
        <p className="truncate text-xs text-neutral-600">
          {recipe.mealTimes.map(mealTimeLabel).join(' · ')}
          {tags.length > 0 ? ` — ${tags.slice(0, 3).join(', ')}${tags.length > 3 ? '…' : ''}` : ''}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-700 tabular-nums">
          <span>
            {formatNutrient('energyKj', recipe.energyKjPerServe, energyUnit)}
            <span className="text-neutral-500"> per serve</span>
          </span>
          {fit ? (
            <Badge
              variant={FIT_BADGES[fit].variant}
              className={cn(fit !== 'in' && 'bg-amber-100 text-amber-900')}
              title={serves !== 1 ? `At ${servesText(serves)}` : undefined}
            >
              {fit === 'in' ? (
                <Check aria-hidden />
              ) : fit === 'low' ? (
                <ArrowDown aria-hidden />
              ) : (
                <ArrowUp aria-hidden />
              )}
              {FIT_BADGES[fit].text}
            </Badge>
          ) : null}
          {already && !multiple ? <Badge variant="outline">In the plan</Badge> : null}
        </p>
        <MealConflictWarning conflicts={conflicts} className="mt-1 w-fit" />
      </div>
      {multiple ? null : (
        <Button
          size="sm"
          onClick={onAdd}
          variant={conflicts.length > 0 ? 'outline' : undefined}
          aria-label={replacing ? `Replace with ${recipe.name}${against}` : `Add ${recipe.name}${against}`}
        >
          {replacing ? <Replace aria-hidden /> : <Plus aria-hidden />}
          {replacing ? 'Replace' : 'Add'}
        </Button>
      )}
    </li>
  );
}
