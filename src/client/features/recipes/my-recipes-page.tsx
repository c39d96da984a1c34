import { TitledPage } from '../../components/layout/titled-page.tsx';
import { ChefHat } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isAllowed } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { RECIPE_REVIEWERS } from '../../../shared/schemas/recipes.ts';
import { SEARCH_TEXT, SearchInput } from '../../components/plan-light-parts.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { AddRecipeLink, EmptyRecipes, nextCursor, RecipeList, RecipeSearchList } from './recipe-list.tsx';

const REVIEW_TABS = ['pending', 'requested', 'declined', 'error'] as const;
type ReviewTab = (typeof REVIEW_TABS)[number];
type Tab = 'mine' | ReviewTab;

const TAB_LABELS: Record<Tab, string> = {
  mine: 'My recipes',
  pending: 'Pending',
  requested: 'Requested',
  declined: 'Declined',
  error: 'Errors',
};

/** What each review list holds, for its owner and for the admins who see everyone's. */
const REVIEW_EMPTY: Record<ReviewTab, { own: string; reviewer: string }> = {
  pending: {
    own: 'None of your recipes is waiting for review. Recipes you add to the catalogue wait here until an admin approves them.',
    reviewer: 'No recipe is waiting for approval.',
  },
  requested: {
    own: 'No customised recipe of yours is waiting. When you customise a catalogue recipe, your copy waits here for an admin.',
    reviewer: 'No customised recipe is asking to join the catalogue.',
  },
  declined: {
    own: 'None of your customised recipes has been declined.',
    reviewer: 'No customised recipe has been declined.',
  },
  error: {
    own: 'None of your recipes has problems.',
    reviewer: 'No recipe has problems.',
  },
};

/**
 * MyRecipes (all roles): the user's private recipes and the recipes they customised, and the ones still on
 * their way to the catalogue (pending, requested, declined). The admins' review lists hold everyone's.
 */
export function MyRecipesPage() {
  const user = useCurrentUser();
  const reviewer = isAllowed(user.role, RECIPE_REVIEWERS);
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = reviewer ? ['mine', ...REVIEW_TABS] : ['mine', 'pending', 'requested', 'declined'];
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'mine';
  return (
    <TitledPage
      width="list"
      title="My recipes"
      description={
        reviewer
          ? 'Your private and customised recipes, and every recipe waiting for review.'
          : 'Your private and customised recipes, and the ones waiting for review.'
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <LinkButton variant="outline" to="/recipes" icon={<ChefHat aria-hidden />}>
            All recipes
          </LinkButton>
          <AddRecipeLink mine />
        </div>
      }
    >
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'mine' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label="Which recipes">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="mine" className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <MineTab />
        </TabsContent>
        {REVIEW_TABS.filter((value) => tabs.includes(value)).map((status) => (
          <TabsContent key={status} value={status}>
            <ReviewList status={status} reviewer={reviewer} />
          </TabsContent>
        ))}
      </Tabs>
    </TitledPage>
  );
}

function MineTab() {
  const [query, setQuery, debounced] = useSearchText();
  return (
    <>
      <div className="max-w-xl" role="search">
        <SearchInput
          label="Search my recipes"
          id="my-recipes-search"
          {...SEARCH_TEXT}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {debounced ? (
        <RecipeSearchList
          query={debounced}
          scope="mine"
          label={`My recipes matching ${debounced}`}
          showStatus
          hint={`None of your recipes matches “${debounced}”. Try other words.`}
        />
      ) : (
        <MineList />
      )}
    </>
  );
}

const emptyMine = (
  <EmptyRecipes
    title="You have no recipes of your own yet."
    hint="Add a private recipe only you can see, or open a recipe from the catalogue and customise it to suit you."
    actions={
      <>
        <AddRecipeLink mine />
        <LinkButton variant="outline" to="/recipes">
          Browse recipes
        </LinkButton>
      </>
    }
  />
);

function MineList() {
  const list = trpc.recipes.mine.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  return <RecipeList list={list} label="My recipes" empty={emptyMine} showStatus />;
}

function ReviewList({ status, reviewer }: { status: ReviewTab; reviewer: boolean }) {
  const list = trpc.recipes.byStatus.useInfiniteQuery({ status }, { getNextPageParam: nextCursor });
  return (
    <RecipeList
      list={list}
      label={`${TAB_LABELS[status]} recipes`}
      showStatus
      empty={
        <EmptyRecipes
          title={messages.noRecipes}
          hint={reviewer ? REVIEW_EMPTY[status].reviewer : REVIEW_EMPTY[status].own}
          actions={!reviewer && status === 'pending' ? <AddRecipeLink variant="outline" /> : undefined}
        />
      }
    />
  );
}
