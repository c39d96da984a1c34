import { useDeferredValue, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.ts';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import { Plus } from 'lucide-react';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { RecipeCard, RecipeGrid, RecipeGridSkeleton } from './recipe-card.tsx';

/** About as many cards as the first screen shows: a phone's first rows, a wide screen's first row of four. */
const FIRST_SCREEN_CARDS = 4;

/** A recipe list's infinite query pages on: the next page from the cursor the last one ends with. */
export function nextCursor<C>(page: { nextCursor: C | null }): C | undefined {
  return page.nextCursor ?? undefined;
}

/** What the lists need of a tRPC infinite query, whichever procedure it pages. */
export interface PagedRecipes {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  data: { pages: readonly { items: readonly RecipeListItem[] }[] } | undefined;
}

export interface RecipeListProps {
  list: PagedRecipes;
  /** Names the list for screen readers, e.g. "Recipes". */
  label: string;
  /** Keeps only some of the loaded recipes (the filters on search results). */
  keep?: (recipe: RecipeListItem) => boolean;
  /** Shown instead of the grid when there is nothing to show: what to do next. */
  empty: ReactNode;
  showStatus?: boolean;
}

/**
 * Recipe cards a page at a time with "Load more"; "No more recipes found" once the user has paged to the
 * end (SPEC §8), and the empty state when there is nothing at all.
 */
export function RecipeList({ list, label, keep, empty, showStatus = false }: RecipeListProps) {
  const user = useCurrentUser();
  // A page of cards (each with its photo, tags and save button) is React's biggest render on a phone: it is
  // done in the background, in slices the browser can interleave with input (Lighthouse's total blocking
  // time on /recipes, issue 15), while the cards shown so far (or the placeholders) stay up.
  const data = useDeferredValue(list.data);
  if (list.isError) return <p className="text-red-700">{errorText(list.error)}</p>;
  if (list.isPending || !data) return <RecipeGridSkeleton label={`Loading ${label.toLowerCase()}…`} />;
  const pages = data.pages;
  const loaded = pages.flatMap((page) => page.items);
  const recipes = keep ? loaded.filter(keep) : loaded;
  const pagedToEnd = pages.length > 1 && !list.hasNextPage;
  return (
    <div className={cn('grid gap-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
      {recipes.length === 0 && !list.hasNextPage ? (
        empty
      ) : recipes.length === 0 ? (
        <p className="text-center text-sm text-neutral-600">
          None of the recipes loaded so far match your filters. Load more to look further.
        </p>
      ) : (
        <RecipeGrid label={label}>
          {recipes.map((recipe, index) => (
            <RecipeCard
              key={recipe.id}
              recipe={recipe}
              energyUnit={user.energyUnit}
              showStatus={showStatus}
              priority={index < FIRST_SCREEN_CARDS}
            />
          ))}
        </RecipeGrid>
      )}
      <div className="grid justify-items-center gap-2" aria-live="polite">
        {list.hasNextPage ? (
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : pagedToEnd && recipes.length > 0 ? (
          <p className="text-sm text-neutral-600">{messages.noMoreRecipes}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The recipes matching the words searched for, in the catalogue or among the user's own; the previous
 * results stay on screen while the next words are looked up. With none, "No recipes found" and `hint`.
 */
export function RecipeSearchList({
  query,
  scope,
  hint,
  actions,
  ...listProps
}: Omit<RecipeListProps, 'list' | 'empty'> & {
  query: string;
  scope: 'catalogue' | 'mine';
  hint: string;
  actions?: ReactNode;
}) {
  const list = trpc.recipes.search.useInfiniteQuery(
    { query, scope },
    { getNextPageParam: nextCursor, placeholderData: keepPreviousData },
  );
  return (
    <RecipeList
      list={list}
      empty={<EmptyRecipes title={messages.noRecipes} hint={hint} actions={actions} />}
      {...listProps}
    />
  );
}

/** The empty state of a recipe list: the message, and the way forward. */
export function EmptyRecipes({ title, hint, actions }: { title: string; hint: string; actions?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <p className="font-medium text-neutral-900">{title}</p>
      <p className="max-w-md text-sm text-neutral-600">{hint}</p>
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** "Add recipe" (or a private one: "Add my recipe"), the way forward of the recipe screens and their empty lists. */
export function AddRecipeLink({ mine = false, variant }: { mine?: boolean; variant?: 'outline' }) {
  return (
    <LinkButton
      variant={variant}
      to={mine ? '/add-recipe?private=1' : '/add-recipe'}
      icon={<Plus aria-hidden />}
    >
      {mine ? 'Add my recipe' : 'Add recipe'}
    </LinkButton>
  );
}
