import { TitledPage } from '../../components/layout/titled-page.tsx';
import { isAllowed } from '../../../shared/access.ts';
import type { RecipeStats } from '../../../shared/schemas/recipe-stats.ts';
import { RECIPE_REVIEWERS, type RecipeStatus } from '../../../shared/schemas/recipes.ts';
import { BAR_TONE_CLASSES, BarChart, type BarTone } from '../../components/bar-chart.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Loading, Skeleton, Skeletons } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { AddRecipeLink, EmptyRecipes } from '../recipes/recipe-list.tsx';
import { MEAL_TIME_LABELS, STATUS_LABELS } from '../recipes/recipe-words.ts';
import { TopRecipesCard } from './top-recipes-card.tsx';

/** The colour of each state, the same on its stat card and its bar. */
const STATUS_TONES: Record<RecipeStatus, BarTone> = {
  published: 'brand',
  pending: 'amber',
  requested: 'accent',
  declined: 'red',
  error: 'red',
};

const numberFormat = new Intl.NumberFormat();

/**
 * Recipe stats (admin, dietitian, nutritionist, naturopath): recipes by state and meal time, the most
 * saved and the most used in meal plans. The admin sees the whole library, a professional their own.
 */
export function RecipeStatsPage() {
  const user = useCurrentUser();
  const wholeLibrary = isAllowed(user.role, RECIPE_REVIEWERS);
  const stats = trpc.recipeStats.get.useQuery();
  return (
    <TitledPage
      width="list"
      title="Recipe stats"
      description={
        wholeLibrary
          ? 'The whole recipe library: how many recipes are in each state, which are saved most and which are used most in meal plans.'
          : 'Your recipes: how many are in each state, which are saved most and which are used most in meal plans, by anyone.'
      }
    >
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <p className="text-red-700">{errorText(stats.error)}</p>
      ) : stats.data.total + stats.data.myRecipes === 0 ? (
        <EmptyRecipes
          title="No recipes yet"
          hint={
            wholeLibrary
              ? 'Once recipes are added to the library, their numbers show here.'
              : 'Add a recipe: once it is saved or used in meal plans, its numbers show here.'
          }
          actions={<AddRecipeLink />}
        />
      ) : (
        <Stats stats={stats.data} wholeLibrary={wholeLibrary} />
      )}
    </TitledPage>
  );
}

function Stats({ stats, wholeLibrary }: { stats: RecipeStats; wholeLibrary: boolean }) {
  return (
    <>
      <section aria-labelledby="stats-counts" className="grid gap-3">
        <h2 id="stats-counts" className="sr-only">
          Recipe counts
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
          <StatCard label="Recipes" value={stats.total} emphasis />
          {stats.byStatus.map((row) => (
            <StatCard
              key={row.status}
              label={STATUS_LABELS[row.status]}
              value={row.recipes}
              dot={BAR_TONE_CLASSES[STATUS_TONES[row.status]]}
            />
          ))}
          <StatCard label="My recipes" value={stats.myRecipes} dot={BAR_TONE_CLASSES.neutral} />
        </dl>
        <p className="text-sm text-neutral-600">
          {wholeLibrary
            ? 'My recipes are private to the user who made them: every user’s are counted here, apart from the states, and never listed by name.'
            : 'My recipes are counted apart from the states; they appear in the lists below when someone saved or planned them.'}
        </p>
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="stats-by-state">
          <CardHeader>
            <CardTitle id="stats-by-state">Recipes by state</CardTitle>
            <CardDescription>
              {numberFormat.format(stats.total)} {stats.total === 1 ? 'recipe' : 'recipes'}, my recipes not
              included.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Recipes in each state"
              hideTitle
              orientation="vertical"
              data={stats.byStatus.map((row) => ({
                key: row.status,
                label: STATUS_LABELS[row.status],
                value: row.recipes,
                tone: STATUS_TONES[row.status],
              }))}
            />
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="stats-by-meal-time">
          <CardHeader>
            <CardTitle id="stats-by-meal-time">Recipes by meal time</CardTitle>
            <CardDescription>A recipe that suits several meal times counts in each.</CardDescription>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Recipes for each meal time"
              hideTitle
              tone="accent"
              max={stats.total}
              data={stats.byMealTime.map((row) => ({
                key: row.mealTime,
                label: MEAL_TIME_LABELS[row.mealTime],
                value: row.recipes,
              }))}
            />
          </CardContent>
        </Card>
      </div>
      <TopRecipesCard
        id="stats-most-saved"
        title="Most saved"
        description={
          wholeLibrary
            ? 'The recipes the most users keep in their saved recipes.'
            : 'Your recipes the most users keep in their saved recipes.'
        }
        recipes={stats.mostSaved}
        columns={[{ header: 'Saves', value: (recipe) => recipe.saves }]}
        chartTitle="Saves per recipe"
        tone="brand"
        empty={{
          title: 'No recipe has been saved yet.',
          hint: 'When users tap the heart on a recipe, it counts here.',
        }}
      />
      <TopRecipesCard
        id="stats-most-used"
        title="Most used in meal plans"
        description="In how many meal plans each recipe is, and in how many of their meals."
        recipes={stats.mostUsed}
        columns={[
          { header: 'Plans', value: (recipe) => recipe.plans },
          { header: 'Meals', value: (recipe) => recipe.meals },
        ]}
        chartTitle="Meal plans per recipe"
        tone="accent"
        empty={{
          title: 'No recipe is in a meal plan yet.',
          hint: 'When a recipe is added to a meal plan, it counts here.',
        }}
      />
    </>
  );
}

function StatCard({
  label,
  value,
  dot,
  emphasis = false,
}: {
  label: string;
  value: number;
  dot?: string;
  emphasis?: boolean;
}) {
  return (
    <div
      className={cn(
        'grid content-between gap-1 rounded-2xl border p-4 shadow-sm',
        // The total spans a phone's two columns, so the six cards after it pair up.
        emphasis ? 'col-span-2 border-brand-200 bg-brand-50 sm:col-span-1' : 'border-neutral-200 bg-white',
      )}
    >
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {dot ? <span aria-hidden className={cn('size-2 shrink-0 rounded-full', dot)} /> : null}
        {label}
      </dt>
      <dd className="text-2xl font-bold text-neutral-900 tabular-nums">{numberFormat.format(value)}</dd>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <Loading label="Loading recipe stats…" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        <Skeletons count={7} className="h-20 rounded-2xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeletons count={2} className="h-72 rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </Loading>
  );
}
