import { PageContainer } from '../../components/layout/page-container.tsx';
import { Suspense, type ReactNode } from 'react';
import { skipToken } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Flag, Pencil, Shuffle, Trash2, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAllowed } from '../../../shared/access.ts';
import { messageText } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { recipeTagLooks, type TagLook } from '../../../shared/nutrition/tag-looks.ts';
import { isUuid } from '../../../shared/constants/ids.ts';
import { RECIPE_REVIEWERS } from '../../../shared/constants/recipes.ts';
import type { Recipe, RecipeIngredient } from '../../../shared/schemas/recipes.ts';
import { TagBadge } from '../../components/tag-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading, Skeleton, Skeletons } from '../../components/ui/skeleton.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { formatGrams } from '../ingredients/format-grams.ts';
import { useNutritionTagGroups } from '../tags/use-nutrition-tag-groups.ts';
import { NutritionPanel } from './nutrition-panel.tsx';
import { DeleteRecipeDialog, ReportRecipeDialog } from './recipe-dialogs.tsx';
import { RecipePhoto } from './recipe-photo.tsx';
import { CustomisationChanges, ModerationActions, RecipeComments } from './recipe-review.tsx';
import { formatQuantity, isWebLink, mealTimeLabel, STATUS_BADGES, STATUS_LABELS } from './recipe-words.ts';
import { SaveRecipeButton } from './save-recipe-button.tsx';
import { DownloadPdfDialog } from '../documents/download-pdf-dialog.tsx';
import { NotSavedOffline } from '../../offline/not-saved-offline.tsx';

/** The editor (`?edit=1`) loads when it opens, not with the recipe everyone reads (decision 041). */
const RecipeEditor = lazy(() => import('./recipe-editor.tsx').then((m) => ({ default: m.RecipeEditor })));

/** The recipe of the address, or why it cannot be shown ("Recipe {id} does not exist"). */
export function useRecipeOfRoute() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const query = trpc.recipes.get.useQuery(valid ? { id } : skipToken, { retry: false });
  return { id, valid, query };
}

/**
 * EditRecipe (`/recipes/:id`): the recipe as everyone reads it; for its owner and the admins, `?edit=1`
 * opens the same editor as AddRecipe, and the admins get the review moves and comments.
 */
export function RecipePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id, valid, query } = useRecipeOfRoute();
  if (!valid) return <RecipeMissing text={messageText('recipeDoesNotExist', { id })} />;
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOffline />;
  if (query.isPending) return <RecipeSkeleton />;
  if (query.isError) return <RecipeMissing text={errorText(query.error)} />;
  const recipe = query.data;
  const reviewer = isAllowed(user.role, RECIPE_REVIEWERS);
  const mayChange = reviewer || recipe.userId === user.id;
  if (params.get('edit') === '1' && mayChange) {
    const close = () => navigate(`/recipes/${recipe.id}`);
    return (
      <PageContainer width="list">
        <title>{pageTitle(`Edit ${recipe.name}`)}</title>
        <BackLink to={`/recipes/${recipe.id}`}>Back to the recipe</BackLink>
        <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
          Edit recipe
        </h1>
        {recipe.errors.length > 0 ? (
          <RecipeErrors role="note" title="What to fix in this recipe" errors={recipe.errors} />
        ) : null}
        {recipe.dietConflicts.length > 0 ? (
          <RecipeErrors
            role="note"
            title="Meal tags its ingredients contradict"
            errors={recipe.dietConflicts}
          />
        ) : null}
        <Suspense fallback={<EditorSkeleton />}>
          <RecipeEditor key={recipe.id} mode="edit" recipe={recipe} onCancel={close} onSaved={close} />
        </Suspense>
      </PageContainer>
    );
  }
  return <RecipeView recipe={recipe} mayChange={mayChange} reviewer={reviewer} />;
}

function RecipeView({
  recipe,
  mayChange,
  reviewer,
}: {
  recipe: Recipe;
  mayChange: boolean;
  reviewer: boolean;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isOwner = recipe.userId === user.id;
  const showReviewState = recipe.status !== 'published';
  const video = recipe.video.trim();
  return (
    <PageContainer width="list" as="article">
      <title>{pageTitle(recipe.name)}</title>
      <BackLink to={recipe.isPrivate || recipe.isCustomized ? '/my-recipes' : '/recipes'}>
        {recipe.isPrivate || recipe.isCustomized ? 'My recipes' : 'Recipes'}
      </BackLink>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          {recipe.photo ? (
            <RecipePhoto
              photo={recipe.photo}
              size="large"
              priority
              alt={`Photo of ${recipe.name}`}
              className="aspect-[16/9] w-full rounded-2xl border border-neutral-200"
            />
          ) : null}
          <header className="grid gap-3">
            <div className="flex flex-wrap gap-1.5 empty:hidden">
              {showReviewState ? (
                <Badge variant={STATUS_BADGES[recipe.status]}>{STATUS_LABELS[recipe.status]}</Badge>
              ) : null}
              {recipe.isPrivate ? <Badge variant="secondary">My recipe</Badge> : null}
              {recipe.isCustomized ? <Badge variant="accent">Customised</Badge> : null}
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
              {recipe.name}
            </h1>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600">
              <span>
                <span className="font-semibold text-neutral-900 tabular-nums">
                  {formatNutrient('energyKj', recipe.energyKjPerServe, user.energyUnit)}
                </span>{' '}
                per serve
              </span>
              <span>
                {recipe.numberOfServes === 1 ? '1 serve' : `${formatQuantity(recipe.numberOfServes)} serves`}
              </span>
              {recipe.ownerName ? <span>By {recipe.ownerName}</span> : null}
              {recipe.isCustomized && recipe.customizedByName ? (
                <span>Customised by {recipe.customizedByName}</span>
              ) : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <SaveRecipeButton recipe={recipe} look="default" />
              <DownloadPdfDialog target={{ kind: 'recipe', id: recipe.id }} />
              {!isOwner ? (
                <Button asChild variant="outline">
                  <Link to={`/customize-recipes/${recipe.id}`}>
                    <Shuffle aria-hidden />
                    Customize
                  </Link>
                </Button>
              ) : null}
              {mayChange ? (
                <Button asChild variant="outline">
                  <Link to={`/recipes/${recipe.id}?edit=1`}>
                    <Pencil aria-hidden />
                    Edit
                  </Link>
                </Button>
              ) : null}
              {mayChange ? (
                <DeleteRecipeDialog
                  recipe={recipe}
                  onDeleted={() => navigate(recipe.isPrivate ? '/my-recipes' : '/recipes', { replace: true })}
                  trigger={
                    <Button needsConnection variant="outline" className="text-red-700 hover:bg-red-50">
                      <Trash2 aria-hidden />
                      Delete
                    </Button>
                  }
                />
              ) : null}
              {!isOwner ? (
                <ReportRecipeDialog
                  recipe={recipe}
                  trigger={
                    <Button needsConnection variant="ghost">
                      <Flag aria-hidden />
                      Report a problem
                    </Button>
                  }
                />
              ) : null}
            </div>
          </header>
          {reviewer ? <ModerationActions recipe={recipe} /> : null}
          {mayChange && recipe.errors.length > 0 ? (
            <RecipeErrors role="alert" title="This recipe has problems to fix" errors={recipe.errors} />
          ) : null}
          {mayChange && recipe.dietConflicts.length > 0 ? (
            <RecipeErrors
              role="alert"
              title="Meal tags its ingredients contradict: change the tags or the ingredients"
              errors={recipe.dietConflicts}
            />
          ) : null}
          {recipe.description ? (
            <p className="text-base leading-relaxed break-words whitespace-pre-line text-neutral-800">
              {recipe.description}
            </p>
          ) : null}
          <RecipeTags recipe={recipe} />
          {video ? (
            <p className="text-sm">
              <span className="font-medium text-neutral-800">Video: </span>
              {isWebLink(video) ? (
                <a
                  href={video}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-accent-700 underline underline-offset-2 hover:text-accent-800"
                >
                  Watch the video
                  <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <span className="break-all text-neutral-600">{video}</span>
              )}
            </p>
          ) : null}
          <IngredientsList ingredients={recipe.ingredients} />
          <section aria-labelledby="recipe-method" className="grid gap-3">
            <h2 id="recipe-method" className="text-lg font-semibold text-neutral-900">
              Method
            </h2>
            {recipe.methods.length === 0 ? (
              <p className="text-sm text-neutral-600">No steps written yet.</p>
            ) : (
              <ol className="grid gap-3">
                {recipe.methods.map((step, index) => (
                  <li key={index} className="flex gap-3">
                    <span
                      aria-hidden
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
                    >
                      {index + 1}
                    </span>
                    <p className="min-w-0 pt-0.5 break-words whitespace-pre-line text-neutral-800">{step}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {mayChange ? <CustomisationChanges recipe={recipe} /> : null}
          {mayChange ? <RecipeComments recipe={recipe} canComment={reviewer} /> : null}
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-20">
          <NutritionPanel
            perServe={recipe.servingValues}
            per100g={recipe.servingValuesPerHundredGram}
            energyUnit={user.energyUnit}
            note={`${recipe.numberOfServes === 1 ? '1 serve' : `${formatQuantity(recipe.numberOfServes)} serves`} · ${formatGrams(recipe.totalGrams)} in all`}
          />
        </aside>
      </div>
    </PageContainer>
  );
}

function RecipeTags({ recipe }: { recipe: Recipe }) {
  const looks = recipeTagLooks(recipe, useNutritionTagGroups());
  const mealTimes: TagLook[] = recipe.mealTimes.map((time) => ({ kind: 'diet', label: mealTimeLabel(time) }));
  const groups = [
    {
      label: 'Meal times',
      items: mealTimes,
      badge: (look: TagLook) => <Badge variant="success">{look.label}</Badge>,
    },
    {
      label: 'Nutrition tags',
      items: looks.filter((look) => look.kind !== 'diet'),
      badge: (look: TagLook) => <TagBadge look={look} />,
    },
    {
      label: 'Meal tags',
      items: looks.filter((look) => look.kind === 'diet'),
      badge: (look: TagLook) => <TagBadge look={look} />,
    },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <dl className="grid gap-2">
      {groups.map((group) => (
        <div key={group.label} className="flex flex-wrap items-center gap-1.5">
          <dt className="mr-1 text-sm font-medium text-neutral-700">{group.label}:</dt>
          {group.items.map((item) => (
            <dd key={item.label}>{group.badge(item)}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** How an ingredient's measure reads: "g", "kg", "L", or the portion's name. */
function measureText(ingredient: RecipeIngredient): string {
  if (ingredient.measure === 'gram') return 'g';
  if (ingredient.measure === 'Kg') return 'kg';
  return ingredient.portionName ?? ingredient.measure;
}

function IngredientsList({ ingredients }: { ingredients: readonly RecipeIngredient[] }) {
  return (
    <section aria-labelledby="recipe-ingredients" className="grid gap-3">
      <h2 id="recipe-ingredients" className="text-lg font-semibold text-neutral-900">
        Ingredients
      </h2>
      <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
        {ingredients.map((ingredient) => (
          <li key={ingredient.id} className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-neutral-900 tabular-nums">
                {formatQuantity(ingredient.quantity)} {measureText(ingredient)}
              </span>{' '}
              <span className="break-words text-neutral-800">{ingredient.foodName}</span>
            </span>
            {ingredient.measure !== 'gram' ? (
              <span className="shrink-0 text-neutral-600 tabular-nums">{formatGrams(ingredient.grams)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-neutral-600 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

export function RecipeMissing({ text }: { text: string }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl justify-items-center gap-4 rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <title>{pageTitle('Recipe not found')}</title>
      <p className="font-medium text-neutral-900">{text}</p>
      <p className="text-sm text-neutral-600">It may have been deleted, or it is not shared with you.</p>
      <Button asChild variant="outline">
        <Link to="/recipes">Browse recipes</Link>
      </Button>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <Loading label="Loading the editor…" className="grid gap-4">
      <Skeleton className="h-10 w-full" />
      <Skeletons count={2} className="h-40 rounded-2xl" />
    </Loading>
  );
}

export function RecipeSkeleton() {
  return (
    <Loading
      label="Loading the recipe…"
      className="mx-auto grid w-full max-w-[96rem] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="grid gap-4">
        <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </Loading>
  );
}

/** What is wrong with a recipe (the import's or the server's checks), for its owner to fix. */
function RecipeErrors({
  role,
  title,
  errors,
}: {
  role: 'note' | 'alert';
  title: string;
  errors: readonly string[];
}) {
  return (
    <div role={role} className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4" aria-hidden />
        {title}
      </p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
