import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState, type FormEvent } from 'react';
import { ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import {
  PROMO_INTRO_MAX,
  PROMO_MEAL_TYPE,
  PROMO_RECIPES_MAX,
  PROMO_TITLE_MAX,
  ZPromoEbookInput,
  type PromoEbook,
  type PromoSource,
} from '../../../shared/schemas/promo-ebook.ts';
import { AddButton } from '../../components/list-parts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SubmitButton, TextAreaField } from '../../components/ui/form-fields.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { DownloadPdfDialog } from '../documents/download-pdf-dialog.tsx';
import { RecipePickerDialog } from '../meal-plans/recipe-picker-dialog.tsx';
import { tagChoices } from '../meal-plans/settings-form.ts';
import { BrandBar } from '../public/public-frame.tsx';
import { CopyableLink } from '../public/share-controls.tsx';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';

interface FormValues {
  title: string;
  introduction: string;
  source: PromoSource;
  mealTags: string[];
  nutritionTags: string[];
  recipeCount: string;
  pageOn: boolean;
  formOn: boolean;
}

const valuesOf = (promo: PromoEbook | null): FormValues =>
  promo
    ? {
        title: promo.title,
        introduction: promo.introduction,
        source: promo.source,
        mealTags: promo.mealTags,
        nutritionTags: promo.nutritionTags,
        recipeCount: String(promo.recipeCount || 6),
        pageOn: promo.pageOn,
        formOn: promo.formOn,
      }
    : {
        title: '',
        introduction: '',
        source: 'chosen',
        mealTags: [],
        nutritionTags: [],
        recipeCount: '6',
        pageOn: false,
        formOn: false,
      };

const option = (name: string) => ({ value: name, label: name });

/**
 * Automated eBook Settings (/promo-ebook, admin and professionals): the one promotional recipe eBook a
 * professional sets up once: its title, introduction and recipes (chosen with the planner's recipe picker,
 * or drawn from tags), in their branding, with its public page and lead form turned on or off and their
 * links to copy, and its PDF (decision 026).
 */
export function PromoEbookPage() {
  const promo = trpc.promoEbook.get.useQuery();
  return (
    <TitledPage
      width="list"
      title="Automated eBook Settings"
      description="A recipe eBook that advertises your practice: share its page, and people who ask for it through your lead form arrive in your client list."
    >
      {promo.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : promo.isError ? (
        <p className="text-red-700">{errorText(promo.error)}</p>
      ) : (
        <PromoEbookSettings key={promo.data?.id ?? 'new'} promo={promo.data} />
      )}
    </TitledPage>
  );
}

function PromoEbookSettings({ promo }: { promo: PromoEbook | null }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<FormValues>(() => valuesOf(promo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = trpc.promoEbook.save.useMutation({
    onSuccess: (saved) => {
      utils.promoEbook.get.setData(undefined, saved);
      void utils.mealPlans.get.invalidate({ id: saved.id });
      toast.success(messages.promoEbookSaved);
    },
    onError: (failure) => {
      const fieldErrors = serverFieldErrors(failure);
      setErrors(fieldErrors);
      toast.error(Object.keys(fieldErrors).length > 0 ? messages.invalidInput : errorText(failure));
    },
  });

  function update(change: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(change).map((key) => [key, undefined])),
    }));
  }

  function submit(redraw: boolean) {
    const input = {
      ...values,
      recipeCount: values.recipeCount.trim() === '' ? Number.NaN : Number(values.recipeCount),
      redraw,
    };
    const checked = validate(ZPromoEbookInput, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(messages.invalidInput);
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(false);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label="Promo eBook settings"
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6"
      >
        <Card>
          <CardHeader>
            <CardTitle>The eBook</CardTitle>
            <CardDescription>Its cover title and the introduction readers see first.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <Field
              label="Title"
              name="title"
              maxLength={PROMO_TITLE_MAX}
              value={values.title}
              error={errors.title}
              hint="Leads who ask for it are filed with this title as their promo."
              onChange={(event) => update({ title: event.target.value })}
            />
            <TextAreaField
              label="Introduction"
              id="promo-introduction"
              name="introduction"
              rows={5}
              maxLength={PROMO_INTRO_MAX}
              placeholder="Who you are, who these recipes are for, and how to book a consultation."
              value={values.introduction}
              error={errors.introduction}
              onChange={(event) => update({ introduction: event.target.value })}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recipes</CardTitle>
            <CardDescription>Choose them yourself, or let the eBook draw them from tags.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-neutral-800">How recipes are picked</legend>
              {(
                [
                  ['chosen', 'Chosen by hand', 'Add and remove recipes with the recipe picker.'],
                  [
                    'tags',
                    'Drawn from tags',
                    'Published recipes with every tag you choose, drawn at random.',
                  ],
                ] as const
              ).map(([value, label, hint]) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="source"
                    value={value}
                    checked={values.source === value}
                    onChange={() => update({ source: value })}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <span>
                    <span className="block font-medium text-neutral-900">{label}</span>
                    <span className="block text-sm text-neutral-600">{hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {values.source === 'tags' ? <TagDraw values={values} errors={errors} update={update} /> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Sharing</CardTitle>
            <CardDescription>
              The public page shows the eBook to anyone with its link; the lead form asks for a name and
              e-mail first, files the person as your client and then shows the page.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <SwitchRow
              label="Public page"
              checked={values.pageOn}
              onChange={(pageOn) => update(pageOn ? { pageOn } : { pageOn, formOn: false })}
            />
            <SwitchRow
              label="Lead form"
              checked={values.formOn}
              error={errors.formOn}
              onChange={(formOn) => update(formOn ? { formOn, pageOn: true } : { formOn })}
            />
          </CardContent>
        </Card>

        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={save.isPending}>Save settings</SubmitButton>
          {promo && values.source === 'tags' ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
              <RefreshCw aria-hidden />
              Save and draw again
            </Button>
          ) : null}
        </div>
      </form>

      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
        {promo ? <Links promo={promo} /> : null}
        <BrandingCard promo={promo} />
        <RecipeList promo={promo} source={values.source} />
      </div>
    </div>
  );
}

/** The chips of one kind of tag (meal or nutrition) to draw the eBook's recipes by, with its tags loaded. */
function TagKindChips({
  kind,
  legend,
  selected,
  error,
  onChange,
}: {
  kind: 'meal' | 'nutrition';
  legend: string;
  selected: string[];
  error: string | undefined;
  onChange: (selected: string[]) => void;
}) {
  const tags = trpc.tags.list.useQuery({ kind });
  return (
    <ChoiceChips
      legend={legend}
      options={tagChoices(
        (tags.data ?? []).map((tag) => tag.name),
        selected,
      ).map(option)}
      selected={selected}
      error={error}
      emptyText={tags.isPending ? 'Loading tags…' : `No ${kind} tags yet.`}
      onChange={onChange}
    />
  );
}

function TagDraw({
  values,
  errors,
  update,
}: {
  values: FormValues;
  errors: FieldErrors;
  update: (change: Partial<FormValues>) => void;
}) {
  return (
    <div className="grid gap-4 rounded-lg bg-neutral-50 p-4">
      <TagKindChips
        kind="meal"
        legend="Meal tags"
        selected={values.mealTags}
        error={errors.mealTags}
        onChange={(selected) => update({ mealTags: selected })}
      />
      <TagKindChips
        kind="nutrition"
        legend="Nutrition tags"
        selected={values.nutritionTags}
        error={errors.nutritionTags}
        onChange={(selected) => update({ nutritionTags: selected })}
      />
      <Field
        label="How many recipes"
        name="recipeCount"
        type="number"
        inputMode="numeric"
        min={1}
        max={PROMO_RECIPES_MAX}
        fieldClassName="max-w-40"
        value={values.recipeCount}
        error={errors.recipeCount}
        hint={`1 to ${PROMO_RECIPES_MAX}. They are drawn when you save.`}
        onChange={(event) => update({ recipeCount: event.target.value })}
      />
    </div>
  );
}

function SwitchRow({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-3 text-sm font-medium text-neutral-800">
        <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
        {label} {checked ? 'on' : 'off'}
      </label>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

function LinkRow({ label, path, on }: { label: string; path: string; on: boolean }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="text-sm font-medium text-neutral-800">
        {label} <span className="font-normal text-neutral-600">({on ? 'on' : 'off'})</span>
      </p>
      {on ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CopyableLink
            path={path}
            label={label}
            className="basis-48"
            testId={`promo-link-${label.toLowerCase().replace(/\s+/g, '-')}`}
          />
        </div>
      ) : (
        <p className="text-sm text-neutral-600">Turn it on and save to share it.</p>
      )}
    </div>
  );
}

function Links({ promo }: { promo: PromoEbook }) {
  const utils = trpc.useUtils();
  const createHandle = trpc.publicPages.createFormLink.useMutation({
    onSuccess: () => void utils.promoEbook.get.invalidate(),
    onError: (failure) => toast.error(errorText(failure)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Links and PDF</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <LinkRow label="Public page" path={promo.pagePath} on={promo.pageOn} />
        {promo.formPath ? (
          <LinkRow label="Lead form" path={promo.formPath} on={promo.formOn} />
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-neutral-600">
              The lead form lives at your form link, which you have not made yet.
            </p>
            <div>
              <Button size="sm" onClick={() => createHandle.mutate()} disabled={createHandle.isPending}>
                Create my form link
              </Button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-neutral-100 pt-4">
          <DownloadPdfDialog target={{ kind: 'promoEbook' }} />
          <p className="text-sm text-neutral-600">Free: it takes no download credit.</p>
        </div>
      </CardContent>
    </Card>
  );
}

function BrandingCard({ promo }: { promo: PromoEbook | null }) {
  const user = useCurrentUser();
  const branding = promo?.branding ?? {
    name: `${user.firstName} ${user.lastName}`.trim(),
    organisation: null,
    logoUrl: null,
    brandColor: user.brandColor ?? '#97c81f',
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your branding</CardTitle>
        <CardDescription>
          The page, the form and the PDF carry your logo and brand colour. Change them on{' '}
          <Link to="/profile" className="text-accent-700 underline">
            Profile
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BrandBar branding={branding} />
      </CardContent>
    </Card>
  );
}

function RecipeList({ promo, source }: { promo: PromoEbook | null; source: PromoSource }) {
  const user = useCurrentUser();
  const utils = trpc.useUtils();
  const [pickerOpen, setPickerOpen] = useState(false);
  const chosenByHand = promo?.source === 'chosen' && source === 'chosen';
  const plan = trpc.mealPlans.get.useQuery(
    { id: promo?.id ?? '' },
    { enabled: Boolean(promo) && chosenByHand },
  );
  const refresh = () =>
    Promise.all([utils.promoEbook.get.invalidate(), utils.mealPlans.get.invalidate({ id: promo?.id })]);
  const add = trpc.mealPlans.addMeals.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(messages.mealsAdded);
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const remove = trpc.mealPlans.removeMeal.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(messages.mealRemoved);
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const recipes = promo?.recipes ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>In the eBook</CardTitle>
        <CardDescription>
          {recipes.length === 0
            ? 'No recipes yet.'
            : `${recipes.length} recipe${recipes.length === 1 ? '' : 's'}, in this order.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {!promo ? (
          <p className="text-sm text-neutral-600">
            Save the settings first; then add recipes, or save with tags to draw them.
          </p>
        ) : promo.source !== source ? (
          <p className="text-sm text-neutral-600">Save the settings to switch how recipes are picked.</p>
        ) : recipes.length === 0 ? (
          <p className="text-sm text-neutral-600">
            {promo.source === 'chosen'
              ? 'Add recipes with the button below.'
              : 'No published recipe has every tag chosen: choose fewer tags, then save.'}
          </p>
        ) : null}
        {recipes.length > 0 ? (
          <ul aria-label="Recipes in the eBook" className="divide-y divide-neutral-100">
            {recipes.map((recipe) => (
              <li key={recipe.mealId} className="flex items-center gap-3 py-2">
                <RecipeThumb photo={recipe.photo} className="size-12 shrink-0 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-neutral-900">{recipe.name}</span>
                  <span className="block text-sm text-neutral-600">
                    {formatNutrient('energyKj', recipe.energyKjPerServe, user.energyUnit)} a serve
                  </span>
                </span>
                {chosenByHand && promo ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${recipe.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ planId: promo.id, mealId: recipe.mealId })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {chosenByHand && promo ? (
          <div>
            <AddButton variant="outline" onClick={() => setPickerOpen(true)} disabled={!plan.data}>
              Add recipes
            </AddButton>
          </div>
        ) : null}
        {promo?.pageOn ? (
          <a
            href={promo.pagePath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-accent-700 underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            Open the public page
          </a>
        ) : null}
      </CardContent>
      {plan.data && promo ? (
        <RecipePickerDialog
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          plan={plan.data}
          target={{ mealType: PROMO_MEAL_TYPE, label: 'your promo eBook', anyMealTime: true }}
          window={undefined}
          serves={1}
          energyUnit={user.energyUnit}
          onChoose={(chosen) => {
            setPickerOpen(false);
            add.mutate({
              planId: promo.id,
              mealType: PROMO_MEAL_TYPE,
              recipeIds: chosen.map((recipe) => recipe.id),
            });
          }}
        />
      ) : null}
    </Card>
  );
}
