import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { MEAL_TYPE_LABELS } from '../../../shared/planning/plan-grid.ts';
import { mealConflictText } from '../../../shared/safety/client-safety.ts';
import type { SharedPlan, SharedRecipe } from '../../../shared/schemas/public-pages.ts';
import type { ClientSafety } from '../../../shared/schemas/safety.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { NotFoundPage } from '../system/not-found-page.tsx';
import { BrandBar, formatEnergy, formatQuantity, PublicHeader, PublicPage } from './public-frame.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shared plan named by `?i=`, or null while it loads; a missing, wrong or switched-off id is not found. */
function useSharedPlan() {
  const [params] = useSearchParams();
  const id = params.get('i') ?? '';
  const valid = UUID.test(id);
  const query = trpc.publicPages.sharedPlan.useQuery({ id }, { enabled: valid, retry: false });
  return { valid, query };
}

const PER_SERVE = [
  ['protein', 'Protein'],
  ['fat', 'Fat'],
  ['carbohydrate', 'Carbohydrate'],
  ['sugars', 'Sugars'],
  ['fibre', 'Fibre'],
  ['sodium', 'Sodium'],
] as const;

/** The recipe's nutrition per serve beside its energy, rounded as every screen and PDF rounds it. */
function NutritionPerServe({ recipe }: { recipe: SharedRecipe }) {
  const rows = PER_SERVE.flatMap(([key, label]) => {
    const value = recipe.perServe[key];
    return value === undefined ? [] : [[label, formatNutrient(key, value, 'kJ')] as const];
  });
  if (rows.length === 0) return null;
  return (
    <dl
      aria-label="Nutrition per serve"
      className="grid grid-cols-3 gap-2 rounded-lg bg-neutral-50 p-3 text-sm sm:grid-cols-6"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="grid">
          <dt className="text-neutral-600">{label}</dt>
          <dd className="font-medium text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A meal's or recipe's warnings against the client's record (issue 29), one line each: a sign and the
 * words ("Contains Peanuts (Peanut butter)", "Avoided: mushrooms"), so neither colour nor icon alone says it.
 */
function Warnings({ warnings, className }: { warnings: readonly string[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className={cn('grid gap-1 text-sm font-medium text-red-800', className)}>
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-1.5">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">
            <span className="sr-only">Warning: </span>
            {warning}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Each warning of the plan's meals that serve `recipeId`, once. */
function recipeWarnings(plan: SharedPlan, recipeId: string): string[] {
  const texts = plan.meals
    .filter((meal) => meal.recipeId === recipeId)
    .flatMap((meal) => meal.conflicts.map(mealConflictText));
  return [...new Set(texts)];
}

/**
 * The client's allergies, foods to avoid and intolerances near the top of their plan, as the
 * professional's plan screen shows them; nothing when the record holds none.
 */
function ClientSafetyNote({ safety }: { safety: ClientSafety }) {
  const lines = (
    [
      ['Allergies', safety.allergies],
      ['Foods to avoid', safety.avoidWords],
      ['Intolerances', safety.intolerances],
    ] as const
  ).filter(([, items]) => items.length > 0);
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="client-safety-heading"
      className="grid gap-2 rounded-xl border border-red-200 border-l-4 border-l-red-700 bg-red-50 p-4"
    >
      <h2 id="client-safety-heading" className="flex items-center gap-2 font-semibold text-red-800">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        Allergies and foods to avoid
      </h2>
      <dl className="grid gap-1 text-neutral-900">
        {lines.map(([label, items]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{label}:</dt>
            <dd className="min-w-0 break-words">{items.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RecipeCard({
  recipe,
  serves,
  warnings = [],
}: {
  recipe: SharedRecipe;
  serves?: number;
  /** How the recipe, in this plan, goes against the client's record. */
  warnings?: readonly string[];
}) {
  const scale = serves === undefined ? 1 : serves / recipe.numberOfServes;
  return (
    <article className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 break-inside-avoid">
      <h3 className="text-lg font-semibold text-neutral-900">{recipe.name}</h3>
      <Warnings warnings={warnings} />
      {recipe.photoUrl ? (
        <img src={recipe.photoUrl} alt="" className="aspect-video w-full rounded-lg object-cover" />
      ) : null}
      {recipe.description ? <p className="text-neutral-700">{recipe.description}</p> : null}
      <p className="text-sm text-neutral-600">
        {formatQuantity(serves ?? recipe.numberOfServes)} serve
        {(serves ?? recipe.numberOfServes) === 1 ? '' : 's'} · {formatEnergy(recipe.energyKjPerServe)} a serve
      </p>
      <NutritionPerServe recipe={recipe} />
      <div>
        <h4 className="font-medium text-neutral-900">Ingredients</h4>
        <ul className="mt-1 list-disc pl-5 text-neutral-800">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={index}>
              {formatQuantity(ingredient.quantity * scale)} {ingredient.unit} {ingredient.name}
            </li>
          ))}
        </ul>
      </div>
      {recipe.methods.length > 0 ? (
        <div>
          <h4 className="font-medium text-neutral-900">Method</h4>
          <ol className="mt-1 list-decimal pl-5 text-neutral-800">
            {recipe.methods.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </article>
  );
}

function PlanDays({ plan }: { plan: SharedPlan }) {
  const recipes = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  const days = [...new Set(plan.meals.map((meal) => meal.day))].sort((a, b) => a - b);
  return (
    <section className="grid gap-4" aria-label="Days">
      {days.map((day) => (
        <div key={day} className="rounded-xl border border-neutral-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-neutral-900">Day {day}</h2>
          <ul className="mt-2 grid gap-1">
            {plan.meals
              .filter((meal) => meal.day === day)
              .map((meal) => (
                <li key={`${meal.mealType}-${meal.position}`} className="flex flex-wrap gap-x-2">
                  <span className="w-24 shrink-0 text-sm font-medium text-neutral-600">
                    {MEAL_TYPE_LABELS[meal.mealType]}
                  </span>
                  <div className="grid min-w-0 flex-1 gap-1">
                    <span className="text-neutral-900">
                      {recipes.get(meal.recipeId)?.name}
                      {meal.serves !== 1 ? ` (${formatQuantity(meal.serves)} serves)` : ''}
                    </span>
                    <Warnings warnings={meal.conflicts.map(mealConflictText)} />
                  </div>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Saves a PDF the server sent as base64 under its file name. */
function savePdf(file: { fileName: string; base64: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The branded PDF of the shared plan, made on the server (on the owner's credit, decisions 025 and 057). */
function DownloadPdfButton({ plan }: { plan: SharedPlan }) {
  const download = trpc.publicPages.sharedPlanPdf.useMutation({
    onSuccess: savePdf,
    onError: (failure) => toast.error(errorText(failure)),
  });
  return (
    <button
      type="button"
      onClick={() => download.mutate({ id: plan.id, paper: 'A4' })}
      disabled={download.isPending}
      className="rounded-lg px-4 py-2 font-medium text-neutral-900 disabled:opacity-70"
      style={{ backgroundColor: plan.branding.brandColor }}
    >
      {download.isPending ? 'Preparing the PDF…' : 'Download PDF'}
    </button>
  );
}

function SharedPlanView({ plan }: { plan: SharedPlan }) {
  return (
    <PublicPage title={plan.name}>
      <BrandBar branding={plan.branding} />
      <PublicHeader
        eyebrow={`${plan.recipePlan ? 'Recipe eBook' : '7-day meal plan'} for ${plan.client}`}
        title={plan.name}
        pdfButton={<DownloadPdfButton plan={plan} />}
      >
        {plan.description ? <p className="text-neutral-700">{plan.description}</p> : null}
        {plan.energyTargetKj !== null && !plan.recipePlan ? (
          <p className="text-neutral-700">Daily energy target: {formatEnergy(plan.energyTargetKj)}</p>
        ) : null}
      </PublicHeader>
      <ClientSafetyNote safety={plan.clientSafety} />
      {plan.recipes.length === 0 ? (
        <p className="text-neutral-600">This plan has no recipes yet.</p>
      ) : (
        <>
          {plan.recipePlan ? null : <PlanDays plan={plan} />}
          <section className="grid gap-4" aria-label="Recipes">
            <h2 className="text-xl font-semibold text-neutral-900">Recipes</h2>
            {plan.recipes.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} warnings={recipeWarnings(plan, recipe.id)} />
            ))}
          </section>
        </>
      )}
    </PublicPage>
  );
}

/**
 * /mealplanebook/{first_last}/{planName}?i={planId} and /ebook/{first_last}/{client}?i={planId}: the plan
 * whose public link is on. The slugs are decoration: a wrong one is replaced by the plan's own.
 */
function SharedPlanRoute({
  kind,
  print = false,
}: {
  kind: 'mealPlan' | 'recipePlan' | 'any';
  /** A print view keeps its own address rather than moving to the eBook page's. */
  print?: boolean;
}) {
  const { valid, query } = useSharedPlan();
  const location = useLocation();
  const navigate = useNavigate();
  const plan = query.data;
  const wrongKind = plan !== undefined && kind !== 'any' && plan.recipePlan !== (kind === 'recipePlan');
  useEffect(() => {
    if (!plan || print || wrongKind) return;
    const here = `${location.pathname}${location.search}`;
    if (here !== plan.path) void navigate(plan.path, { replace: true });
  }, [plan, print, wrongKind, location.pathname, location.search, navigate]);
  if (!valid || query.isError || wrongKind) return <NotFoundPage />;
  if (!plan) {
    return (
      <PublicPage title="Loading">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-48 w-full" />
      </PublicPage>
    );
  }
  return <SharedPlanView plan={plan} />;
}

export function MealplanEbookPage() {
  return <SharedPlanRoute kind="mealPlan" />;
}

export function EbookPage() {
  return <SharedPlanRoute kind="recipePlan" />;
}

/** /download-mealplan?i={planId}: the print view of a shared plan (a meal plan or a recipe eBook). */
export function DownloadMealplanPage() {
  return <SharedPlanRoute kind="any" print />;
}
