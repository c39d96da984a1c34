import { TitledPage } from '../../components/layout/titled-page.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bookmark, Carrot, ChefHat, Flag, Inbox, Sparkles, Target, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { kjToCal } from '../../../shared/nutrition/energy-units.ts';
import { GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import type { HomeRecipeCard, HomeSummary } from '../../../shared/schemas/home.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Loading, Skeletons } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { MyProfessionalCard } from '../clients/my-professional-card.tsx';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';

/** Home (SPEC §2): what needs an admin's attention, or a member's goal and recipes. Professionals are sent
 * on to their own landing screen before this renders (route guard, SPEC §4). */
export function HomePage() {
  const user = useCurrentUser();
  const summary = trpc.home.summary.useQuery();
  const firstName = user.firstName.trim();
  return (
    <TitledPage
      width="list"
      title="Home"
      heading={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      description={`Signed in as ${ROLE_LABELS[user.role]}.`}
    >
      {summary.isPending ? (
        <Loading label="Loading your home page…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeletons count={3} className="h-32 rounded-2xl" />
        </Loading>
      ) : summary.isError ? (
        <p className="text-red-700">{errorText(summary.error)}</p>
      ) : (
        <HomeContent summary={summary.data} />
      )}
    </TitledPage>
  );
}

function HomeContent({ summary }: { summary: HomeSummary }) {
  if (summary.kind === 'admin') return <AdminHome summary={summary} />;
  if (summary.kind === 'member') return <MemberHome summary={summary} />;
  return (
    <p className="text-neutral-700">
      Your work starts on{' '}
      <Link to="/recipes" className="font-medium text-accent-700 underline">
        Recipes
      </Link>{' '}
      and{' '}
      <Link to="/meal-plans" className="font-medium text-accent-700 underline">
        Meal Plans
      </Link>
      .
    </p>
  );
}

function AdminHome({ summary }: { summary: Extract<HomeSummary, { kind: 'admin' }> }) {
  const items: { label: string; count: number; to: string; icon: LucideIcon; action: string }[] = [
    {
      label: 'Accounts waiting for approval',
      count: summary.pendingUsers,
      to: '/members',
      icon: Users,
      action: 'Review members',
    },
    {
      label: 'Foods waiting for review',
      count: summary.pendingFoods,
      to: '/foods',
      icon: Carrot,
      action: 'Review foods',
    },
    {
      label: 'Recipes waiting for review',
      count: summary.pendingRecipes,
      to: '/my-recipes?tab=pending',
      icon: ChefHat,
      action: 'Review recipes',
    },
    { label: 'Open reports', count: summary.openReports, to: '/reports', icon: Flag, action: 'Read reports' },
    {
      label: 'Meal plan requests',
      count: summary.planRequests,
      to: '/requests',
      icon: Inbox,
      action: 'See requests',
    },
  ];
  const waiting = items.reduce((n, item) => n + item.count, 0);
  return (
    <section aria-labelledby="attention-heading" className="grid gap-4">
      <div>
        <h2 id="attention-heading" className="text-xl font-semibold text-neutral-900">
          Needs your attention
        </h2>
        <p className="mt-1 text-neutral-600">
          {waiting === 0 ? 'Nothing is waiting for you. Well done!' : 'Open a list to deal with what waits.'}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-neutral-200 bg-white p-5 transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <span
                className={
                  item.count > 0
                    ? 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800'
                    : 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-neutral-100 text-neutral-500'
                }
              >
                <item.icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-1">
                <span className="text-3xl font-bold text-neutral-900 tabular-nums">{item.count}</span>
                <span className="text-sm text-neutral-700">{item.label}</span>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 group-hover:underline">
                  {item.action}
                  <ArrowRight className="size-4" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberHome({ summary }: { summary: Extract<HomeSummary, { kind: 'member' }> }) {
  const target = summary.goal
    ? summary.energyUnit === 'Cal'
      ? `${Math.round(kjToCal(summary.goal.targetKj)).toLocaleString()} Cal`
      : `${Math.round(summary.goal.targetKj).toLocaleString()} kJ`
    : null;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Target className="size-5 text-brand-700" aria-hidden />
            Your goal
          </CardTitle>
          {summary.goal ? (
            <CardDescription>
              {GOAL_LABELS[summary.goal.goal]}: about {target} a day.
            </CardDescription>
          ) : (
            <CardDescription>Set your goal to get a daily energy target worked out for you.</CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <Button asChild variant={summary.goal ? 'outline' : 'default'}>
            <Link to="/goal">{summary.goal ? 'Change my goal' : 'Set my goal'}</Link>
          </Button>
        </CardContent>
      </Card>
      <MyProfessionalCard />
      <RecipeRow
        title={`Saved recipes${summary.savedCount > 0 ? ` (${summary.savedCount})` : ''}`}
        icon={Bookmark}
        recipes={summary.saved}
        more={summary.savedCount > 0 ? { to: '/recipes?view=saved', label: 'All saved recipes' } : null}
        empty={
          <>
            Nothing saved yet. Save a recipe you like from{' '}
            <Link to="/recipes" className="font-medium text-accent-700 underline">
              Recipes
            </Link>{' '}
            to find it here.
          </>
        }
      />
      <RecipeRow
        title="New recipes"
        icon={Sparkles}
        recipes={summary.newRecipes}
        more={{ to: '/recipes', label: 'Browse all recipes' }}
        empty="No recipes have been published yet. Come back soon."
      />
    </div>
  );
}

function RecipeRow(props: {
  title: string;
  icon: LucideIcon;
  recipes: HomeRecipeCard[];
  more: { to: string; label: string } | null;
  empty: ReactNode;
}) {
  const headingId = `home-${props.title.split(' ')[0]!.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-neutral-900">
          <props.icon className="size-5 text-brand-700" aria-hidden />
          {props.title}
        </h2>
        {props.more && props.recipes.length > 0 ? (
          <Link to={props.more.to} className="text-sm font-medium text-accent-700 hover:underline">
            {props.more.label}
          </Link>
        ) : null}
      </div>
      {props.recipes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-600">
          {props.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {props.recipes.map((recipe) => (
            <li key={recipe.id}>
              <Link
                to={`/recipes/${recipe.id}`}
                className="group grid gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <RecipeThumb photo={recipe.photo} className="aspect-square w-full rounded-xl object-cover" />
                <span className="line-clamp-2 text-sm font-medium text-neutral-900 group-hover:underline">
                  {recipe.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
