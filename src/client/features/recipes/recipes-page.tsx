import { PageContainer } from '../../components/layout/page-container.tsx';
import { useEffect, useRef } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { BookUser, ChartColumn, FileUp, Tags } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { access, isAllowed, PROFESSIONALS } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { RECIPE_MEAL_TIMES, type RecipeMealTime } from '../../../shared/constants/recipes.ts';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { SEARCH_TEXT, SearchInput } from '../../components/plan-light-parts.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { MyTagsDialog, useMyTags } from './my-tags-dialog.tsx';
import {
  hasFilters,
  matchesFilters,
  NO_FILTERS,
  RecipeFilterBar,
  type RecipeFilters,
} from './recipe-filters.tsx';
import { AddRecipeLink, EmptyRecipes, nextCursor, RecipeList, RecipeSearchList } from './recipe-list.tsx';

type View = 'all' | 'saved';

/** Where a professional's last chosen meal time is remembered between visits, per browser. */
const MEAL_TIME_KEY = 'recipes.mealTime';

function rememberedMealTime(): RecipeMealTime {
  const stored = localStorage.getItem(MEAL_TIME_KEY);
  return RECIPE_MEAL_TIMES.includes(stored as RecipeMealTime) ? (stored as RecipeMealTime) : 'breakfast';
}

function isMealTime(value: string | null): value is RecipeMealTime {
  return RECIPE_MEAL_TIMES.includes(value as RecipeMealTime);
}

/**
 * What the screen shows, kept in the address so that coming back from a recipe (or sharing the link)
 * finds the same tab, search and filters. SPEC §6: professionals browse the catalogue by meal time, so
 * theirs always has one: the one in the address, else the last they chose.
 */
function useBrowseState(byMealTime: boolean) {
  const [params, setParams] = useSearchParams();
  const time = params.get('time');
  const filters: RecipeFilters = {
    mealTime: isMealTime(time) ? time : byMealTime ? rememberedMealTime() : null,
    tags: params.getAll('tag'),
    nutritionTags: params.getAll('has'),
    excludeNutritionTags: params.getAll('free'),
  };
  const view: View = params.get('view') === 'saved' ? 'saved' : 'all';
  const query = params.get('q') ?? '';
  const hasTagParams = params.has('tag') || params.has('has') || params.has('free');
  function update(next: { view?: View; query?: string; filters?: RecipeFilters }) {
    const nextView = next.view ?? view;
    const nextQuery = next.query ?? query;
    const nextFilters = next.filters ?? filters;
    const out = new URLSearchParams();
    if (nextView !== 'all') out.set('view', nextView);
    if (nextQuery) out.set('q', nextQuery);
    if (nextFilters.mealTime) out.set('time', nextFilters.mealTime);
    if (byMealTime && nextFilters.mealTime) localStorage.setItem(MEAL_TIME_KEY, nextFilters.mealTime);
    for (const tag of nextFilters.tags) out.append('tag', tag);
    for (const tag of nextFilters.nutritionTags) out.append('has', tag);
    for (const tag of nextFilters.excludeNutritionTags) out.append('free', tag);
    setParams(out, { replace: true, preventScrollReset: true });
  }
  return { view, query, filters, update, hasTagParams };
}

/** Set once My tags have been applied in this tab, so clearing them sticks until the next visit. */
const MY_TAGS_APPLIED_KEY = 'recipes.myTagsApplied';

/**
 * The user's own tags (My tags) are the catalogue's filters the first time it opens in a tab without
 * filters of its own in the address; after that the filters are the user's to change and clear.
 */
function useMyTagsAsDefault(
  hasTagParams: boolean,
  apply: (tags: NonNullable<ReturnType<typeof useMyTags>>) => void,
) {
  const myTags = useMyTags();
  const applied = useRef(hasTagParams || sessionStorage.getItem(MY_TAGS_APPLIED_KEY) !== null);
  useEffect(() => {
    if (applied.current || !myTags) return;
    applied.current = true;
    sessionStorage.setItem(MY_TAGS_APPLIED_KEY, '1');
    const count = myTags.tags.length + myTags.nutritionTags.length + myTags.excludeNutritionTags.length;
    if (count > 0) apply(myTags);
  }, [myTags, apply]);
}

/** Recipes (all roles): the published catalogue with search and filters, and the user's saved recipes. */
export function RecipesPage() {
  const user = useCurrentUser();
  const byMealTime = isAllowed(user.role, PROFESSIONALS);
  const { view, query: savedQuery, filters, update, hasTagParams } = useBrowseState(byMealTime);
  useMyTagsAsDefault(hasTagParams, (tags) => update({ filters: { ...filters, ...tags } }));
  // Typed into local state: the address follows, but an input bound to it could drop keystrokes.
  const [query, setQuery, debouncedQuery] = useSearchText(savedQuery);
  return (
    <PageContainer width="list">
      <title>{pageTitle('Recipes')}</title>
      {/* Not the kit's PageHeading: its chunk does not fit the route's budget (decision 041). */}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Recipes</h1>
          <p className="mt-1 text-neutral-600">
            Browse the recipe catalogue, save the ones you like, or add your own.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Recipe stats and Import recipes have no sidebar entry (SPEC §2): their ways in are here. */}
          {isAllowed(user.role, access.recipeStats) ? (
            <LinkButton variant="outline" to="/recipe-stats" icon={<ChartColumn aria-hidden />}>
              Recipe stats
            </LinkButton>
          ) : null}
          {isAllowed(user.role, access.importRecipes) ? (
            <LinkButton variant="outline" to="/import-recipes" icon={<FileUp aria-hidden />}>
              Import recipes
            </LinkButton>
          ) : null}
          <LinkButton variant="outline" to="/my-recipes" icon={<BookUser aria-hidden />}>
            My recipes
          </LinkButton>
          <AddRecipeLink />
        </div>
      </div>
      <Tabs value={view} onValueChange={(value) => update({ view: value as View })}>
        <TabsList aria-label="Which recipes">
          <TabsTrigger value="all">All recipes</TabsTrigger>
          <TabsTrigger value="saved">Saved recipes</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <div className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
            <div role="search">
              <SearchInput
                label="Search recipes"
                id="recipes-search"
                placeholder="e.g. chicken stir fry"
                {...SEARCH_TEXT}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  update({ query: event.target.value });
                }}
              />
            </div>
            <RecipeFilterBar
              filters={filters}
              byMealTime={byMealTime}
              onChange={(next) => update({ filters: next })}
              extra={
                <MyTagsDialog
                  onSaved={(tags) => update({ filters: { ...filters, ...tags } })}
                  trigger={
                    <Button variant="ghost" className="justify-self-start">
                      <Tags aria-hidden />
                      My tags
                    </Button>
                  }
                />
              }
            />
          </div>
          {debouncedQuery ? (
            <SearchResults query={debouncedQuery} filters={filters} />
          ) : (
            <Catalogue
              filters={filters}
              onClearFilters={() =>
                update({ filters: { ...NO_FILTERS, mealTime: byMealTime ? filters.mealTime : null } })
              }
            />
          )}
        </TabsContent>
        <TabsContent value="saved">
          <SavedRecipes onBrowse={() => update({ view: 'all' })} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function Catalogue({ filters, onClearFilters }: { filters: RecipeFilters; onClearFilters: () => void }) {
  const list = trpc.recipes.list.useInfiniteQuery(
    {
      mealTime: filters.mealTime,
      tags: filters.tags,
      nutritionTags: filters.nutritionTags,
      excludeNutritionTags: filters.excludeNutritionTags,
    },
    { getNextPageParam: nextCursor, placeholderData: keepPreviousData },
  );
  const filtered = hasFilters(filters);
  return (
    <RecipeList
      list={list}
      label="Recipes"
      empty={
        <EmptyRecipes
          title={messages.noRecipes}
          hint={
            filtered
              ? 'No recipe has everything these filters ask for. Remove a filter, or add a recipe that does.'
              : 'The catalogue is empty so far. Add the first recipe: it is published once an admin approves it.'
          }
          actions={
            <>
              {filtered ? (
                <Button variant="outline" onClick={onClearFilters}>
                  Clear filters
                </Button>
              ) : null}
              <AddRecipeLink />
            </>
          }
        />
      }
    />
  );
}

function SearchResults({ query, filters }: { query: string; filters: RecipeFilters }) {
  return (
    <RecipeSearchList
      query={query}
      scope="catalogue"
      label={`Recipes matching ${query}`}
      keep={(recipe) => matchesFilters(recipe, filters)}
      hint={`Nothing matches “${query}”${hasFilters(filters) ? ' with these filters' : ''}. Try fewer or other words, or add the recipe yourself.`}
      actions={<AddRecipeLink />}
    />
  );
}

function SavedRecipes({ onBrowse }: { onBrowse: () => void }) {
  const list = trpc.recipes.saved.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  return (
    <RecipeList
      list={list}
      label="Saved recipes"
      empty={
        <EmptyRecipes
          title="You have not saved any recipes yet."
          hint="Tap the heart on a recipe to keep it here for later."
          actions={
            <Button variant="outline" onClick={onBrowse}>
              Browse recipes
            </Button>
          }
        />
      }
    />
  );
}
