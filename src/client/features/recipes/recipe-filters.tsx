import type { ReactNode } from 'react';
import { Check, ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { RECIPE_MEAL_TIMES, type RecipeMealTime } from '../../../shared/constants/recipes.ts';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import { tagLook } from '../../../shared/nutrition/tag-looks.ts';
import { useDisclosure } from '../../components/plan-light-parts.tsx';
import { TagBadge } from '../../components/tag-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItemIndicator,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { cn } from '../../lib/cn.ts';
import { trpc } from '../../lib/trpc.ts';
import { useNutritionTagGroups } from '../tags/use-nutrition-tag-groups.ts';
import { mealTimeOptions } from './recipe-words.ts';

const MEAL_TIME_OPTIONS = mealTimeOptions(RECIPE_MEAL_TIMES);

export interface RecipeFilters {
  mealTime: RecipeMealTime | null;
  /** Meal tags the recipe must all have. */
  tags: string[];
  /** Nutrition tags the recipe must all have. */
  nutritionTags: string[];
  /** Nutrition tags the recipe must have none of. */
  excludeNutritionTags: string[];
}

export const NO_FILTERS: RecipeFilters = {
  mealTime: null,
  tags: [],
  nutritionTags: [],
  excludeNutritionTags: [],
};

export function hasFilters(filters: RecipeFilters): boolean {
  return (
    filters.mealTime !== null ||
    filters.tags.length > 0 ||
    filters.nutritionTags.length > 0 ||
    filters.excludeNutritionTags.length > 0
  );
}

/**
 * The catalogue filters as the server applies them (recipes.list), for the search results, which the
 * search procedure does not filter: the same rule on both, so a filter means one thing on the screen.
 */
export function matchesFilters(recipe: RecipeListItem, filters: RecipeFilters): boolean {
  const has = (list: readonly string[], name: string) => list.includes(name);
  return (
    (filters.mealTime === null || has(recipe.mealTimes, filters.mealTime)) &&
    filters.tags.every((tag) => has(recipe.tags, tag)) &&
    filters.nutritionTags.every((tag) => has(recipe.nutritionTags, tag)) &&
    !filters.excludeNutritionTags.some((tag) => has(recipe.nutritionTags, tag))
  );
}

/**
 * The catalogue's filters. With `byMealTime` (professionals, SPEC §6) a meal time is always chosen: the
 * list offers no "any meal time" and clearing the filters keeps it. `extra` sits at the end of the bar.
 */
export function RecipeFilterBar({
  filters,
  onChange,
  byMealTime = false,
  extra,
}: {
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  byMealTime?: boolean;
  extra?: ReactNode;
}) {
  const mealTags = trpc.tags.list.useQuery({ kind: 'meal' });
  const nutritionTags = trpc.tags.list.useQuery({ kind: 'nutrition' });
  const groups = useNutritionTagGroups();
  // "Gluten" here is what the recipe contains, never a claim that it is gluten free: say it as the cards do.
  const nutritionLook = (name: string) =>
    tagLook({ kind: 'nutrition', name, nutritionGroup: groups.get(name) });
  const { open, panelId, buttonProps } = useDisclosure();
  const mealTagNames = mealTags.data?.map((tag) => tag.name) ?? [];
  const nutritionTagNames = nutritionTags.data?.map((tag) => tag.name) ?? [];
  const active = activeFilterCount(filters, byMealTime);
  const cleared = { ...NO_FILTERS, mealTime: byMealTime ? filters.mealTime : null };
  /** The tags a menu shows ticked and sets: one of the filters' lists. */
  const chosen = (list: 'tags' | 'nutritionTags' | 'excludeNutritionTags') => ({
    selected: filters[list],
    onChange: (tags: string[]) => onChange({ ...filters, [list]: tags }),
  });
  return (
    <>
      {/* On a phone the filters fold away behind one button, so the recipes start on the first screen. */}
      <Button variant="outline" className="justify-between sm:hidden" {...buttonProps}>
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden />
          Filters
          {active > 0 ? (
            <Badge className="tabular-nums">
              {active}
              <span className="sr-only"> active</span>
            </Badge>
          ) : null}
        </span>
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
      </Button>
      <div id={panelId} className={cn('gap-3 sm:flex sm:flex-wrap sm:items-end', open ? 'grid' : 'hidden')}>
        <SelectField
          label="Meal time"
          fieldClassName="sm:w-44"
          value={filters.mealTime ?? ''}
          options={MEAL_TIME_OPTIONS}
          onChange={(event) =>
            onChange({ ...filters, mealTime: (event.target.value || null) as RecipeMealTime | null })
          }
        >
          {byMealTime ? null : <option value="">Any meal time</option>}
        </SelectField>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:flex sm:flex-wrap">
          <TagFilterMenu
            label="Meal tags"
            description="Recipes with all of these"
            options={mealTagNames}
            {...chosen('tags')}
          />
          <TagFilterMenu
            label="Nutrition tags"
            description="Recipes with all of these"
            options={nutritionTagNames.filter((name) => !filters.excludeNutritionTags.includes(name))}
            {...chosen('nutritionTags')}
            optionText={(name) => nutritionLook(name).label}
            option={(name) => <TagBadge look={nutritionLook(name)} />}
          />
          <TagFilterMenu
            label="Free from"
            description="Recipes with none of these"
            options={nutritionTagNames.filter((name) => !filters.nutritionTags.includes(name))}
            {...chosen('excludeNutritionTags')}
          />
        </div>
        {active > 0 ? (
          <Button variant="ghost" className="justify-self-start" onClick={() => onChange(cleared)}>
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
        {extra}
      </div>
    </>
  );
}

/** How many filters the user has set; a professional's meal time is not one, it is how they browse. */
function activeFilterCount(filters: RecipeFilters, byMealTime: boolean): number {
  return (
    (filters.mealTime && !byMealTime ? 1 : 0) +
    filters.tags.length +
    filters.nutritionTags.length +
    filters.excludeNutritionTags.length
  );
}

interface TagFilterMenuProps {
  label: string;
  description: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** How an option reads, where its name alone could mislead ("Contains gluten"); the name otherwise. */
  optionText?: (name: string) => string;
  /** How an option looks in the menu; its text otherwise. */
  option?: (name: string) => ReactNode;
}

/** A multi-select of tag names: a menu of checkboxes that stays open while the user ticks several. */
function TagFilterMenu({
  label,
  description,
  options,
  selected,
  onChange,
  optionText = (name) => name,
  option = optionText,
}: TagFilterMenuProps) {
  // A chosen tag stays listed even if the tag list no longer offers it, so it can be unticked.
  const names = [...options, ...selected.filter((name) => !options.includes(name))];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            'h-11 justify-between sm:h-10',
            selected.length > 0 && 'border-brand-600 bg-brand-50',
          )}
          aria-label={selected.length > 0 ? `${label}: ${selected.map(optionText).join(', ')}` : label}
        >
          {label}
          {selected.length > 0 ? (
            <Badge className="tabular-nums" aria-hidden>
              {selected.length}
            </Badge>
          ) : null}
          <ChevronDown className="text-neutral-500" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel className="text-xs font-semibold text-neutral-600">
          {description}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {names.length === 0 ? (
          <p className="px-2.5 py-2 text-sm text-neutral-600">No tags to choose from yet.</p>
        ) : (
          names.map((name) => (
            <DropdownMenuCheckboxItem
              key={name}
              checked={selected.includes(name)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...selected, name] : selected.filter((tag) => tag !== name))
              }
              // Ticking several tags is the point: the menu stays open until the user leaves it.
              onSelect={(event) => event.preventDefault()}
              className="group relative flex items-center gap-2 rounded-md py-2 pr-2.5 pl-8 text-sm outline-none select-none data-[highlighted]:bg-neutral-100"
            >
              <span className="absolute left-2 flex size-4 items-center justify-center rounded border border-neutral-400 group-data-[state=checked]:border-brand-700 group-data-[state=checked]:bg-brand-500">
                <DropdownMenuItemIndicator>
                  <Check className="size-3 text-brand-950" strokeWidth={3} aria-hidden />
                </DropdownMenuItemIndicator>
              </span>
              {option(name)}
            </DropdownMenuCheckboxItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
