import type { ReactNode } from 'react';
import { Flame, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import { recipeTagLooks, withContainsJoined } from '../../../shared/nutrition/tag-looks.ts';
import { TagBadge } from '../../components/tag-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Loading, Skeleton } from '../../components/ui/skeleton.tsx';
import { useNutritionTagGroups } from '../tags/use-nutrition-tag-groups.ts';
import { RecipePhoto } from './recipe-photo.tsx';
import { mealTimeLabel, STATUS_BADGES, STATUS_LABELS } from './recipe-words.ts';
import { SaveRecipeButton } from './save-recipe-button.tsx';

/** Chips beyond this many collapse into "+3", so every card keeps one height of chips. */
const MAX_TAG_CHIPS = 4;

export interface RecipeCardProps {
  recipe: RecipeListItem;
  energyUnit: EnergyUnit;
  /** Show the review state (My recipes), not only on recipes outside the catalogue. */
  showStatus?: boolean;
  /** One of the cards on the first screen: its picture is asked for first (RecipePhoto's `priority`). */
  priority?: boolean;
}

export function RecipeCard({ recipe, energyUnit, showStatus = false, priority = false }: RecipeCardProps) {
  // What the recipe contains comes first, in one chip: an allergen must not hide behind "+3".
  const tags = withContainsJoined(recipeTagLooks(recipe, useNutritionTagGroups()));
  const shownTags = tags.slice(0, MAX_TAG_CHIPS);
  const hiddenTags = tags
    .slice(MAX_TAG_CHIPS)
    .map((tag) => tag.label)
    .join(', ');
  const serves = recipe.numberOfServes;
  return (
    <li className="group relative flex overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:flex-col">
      {/* A phone lists recipes as rows with a small picture, so several fit on one screen. */}
      <RecipePhoto
        photo={recipe.photo}
        mealTime={recipe.mealTimes[0]}
        size="card"
        priority={priority}
        alt=""
        className="min-h-28 w-28 shrink-0 sm:aspect-[4/3] sm:min-h-0 sm:w-full"
      />
      <div className="absolute top-2 right-2 z-10">
        <SaveRecipeButton recipe={recipe} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        {showStatus || recipe.isPrivate || recipe.isCustomized ? (
          <div className="flex flex-wrap gap-1 pr-10 sm:pr-0">
            {showStatus ? (
              <Badge variant={STATUS_BADGES[recipe.status]}>{STATUS_LABELS[recipe.status]}</Badge>
            ) : null}
            {recipe.isPrivate ? <Badge variant="secondary">My recipe</Badge> : null}
            {recipe.isCustomized ? <Badge variant="accent">Customised</Badge> : null}
          </div>
        ) : null}
        <h3 className="line-clamp-2 pr-10 text-base leading-snug font-semibold text-neutral-900 sm:pr-0">
          {/* The whole card is the link's target; the save button sits above it. */}
          <Link
            to={`/recipes/${recipe.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-600"
          >
            {recipe.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
          <span className="inline-flex items-center gap-1 font-medium tabular-nums">
            <Flame className="size-4 text-brand-700" aria-hidden />
            {formatNutrient('energyKj', recipe.energyKjPerServe, energyUnit)}
            <span className="font-normal text-neutral-500">per serve</span>
          </span>
          <span className="inline-flex items-center gap-1 text-neutral-600">
            <Users className="size-4" aria-hidden />
            {serves === 1 ? '1 serve' : `${serves} serves`}
          </span>
        </p>
        {recipe.mealTimes.length > 0 ? (
          <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">
            {recipe.mealTimes.map(mealTimeLabel).join(' · ')}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-1 pt-1" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag.label}>
                <TagBadge look={tag} className="justify-start whitespace-normal" />
              </li>
            ))}
            {tags.length > shownTags.length ? (
              <li>
                <Badge variant="secondary" title={hiddenTags}>
                  +{tags.length - shownTags.length}
                  <span className="sr-only"> more: {hiddenTags}</span>
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {recipe.isCustomized && recipe.customizedByName ? (
          <p className="text-xs text-neutral-500">Customised by {recipe.customizedByName}</p>
        ) : null}
      </div>
    </li>
  );
}

export function RecipeGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {children}
    </ul>
  );
}

export function RecipeGridSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="overflow-hidden rounded-2xl border border-neutral-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </Loading>
  );
}
