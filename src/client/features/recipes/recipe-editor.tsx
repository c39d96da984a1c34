import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Info, Lock } from 'lucide-react';
import { isAllowed } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import {
  isRuleGovernedTag,
  ruleDerivedNutritionTags,
} from '../../../shared/nutrition/nutrition-tag-rules.ts';
import {
  derivedContains,
  dietConflicts,
  dietConflictText,
  type FoodSafetyFacts,
} from '../../../shared/safety/client-safety.ts';
import { tagLook } from '../../../shared/nutrition/tag-looks.ts';
import type { Food } from '../../../shared/schemas/foods.ts';
import {
  RECIPE_MEAL_TIMES,
  RECIPE_REVIEWERS,
  ZRecipeInput,
  type Recipe,
  type RecipeMealTime,
} from '../../../shared/schemas/recipes.ts';
import type { Tag } from '../../../shared/schemas/tags.ts';
import { TagBadge } from '../../components/tag-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextAreaField, UrlField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { IngredientListEditor } from './ingredient-list-editor.tsx';
import { MethodListEditor } from './method-list-editor.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';
import { PhotoField } from './photo-field.tsx';
import { ServesField } from './serves-field.tsx';
import {
  draftFromRecipe,
  draftToInput,
  emptyDraft,
  liveNutrition,
  type RecipeDraft,
} from './recipe-draft.ts';
import { mealTimeOptions } from './recipe-words.ts';
import { useIngredientFoods } from './use-ingredient-foods.ts';

export type EditorMode = 'add' | 'edit' | 'customize';

export interface RecipeEditorProps {
  mode: EditorMode;
  /** The recipe being edited or customised; null to add a new one. */
  recipe: Recipe | null;
  /** AddRecipe opened from My recipes starts as a private recipe. */
  initialPrivate?: boolean;
  onCancel: () => void;
  /** After the save: the id of the recipe saved (for a customisation, the new copy). */
  onSaved: (id: string) => void;
}

const SAVE_LABELS: Record<EditorMode, { idle: string; busy: string }> = {
  add: { idle: 'Add recipe', busy: 'Adding…' },
  edit: { idle: 'Save changes', busy: 'Saving…' },
  customize: { idle: 'Save my version', busy: 'Saving…' },
};

const MEAL_TIME_OPTIONS = mealTimeOptions(RECIPE_MEAL_TIMES);

/** Server messages that belong beside one part of the form rather than only in a toast. */
const MESSAGE_FIELDS: Partial<Record<string, string>> = {
  [messages.addOneIngredient]: 'ingredients',
  [messages.recipePortionNotFound]: 'ingredients',
  [messages.foodNotFound]: 'ingredients',
  [messages.recipePhotoNotFound]: 'photoKey',
  [messages.categoryNotFound]: 'categoryId',
};

/**
 * The one recipe editor of AddRecipe, EditRecipe and CustomizeRecipe: every field of SPEC §3 Recipe, with a
 * live nutrition panel worked out by the shared engine the server saves with, so the figures shown while
 * typing are the figures saved.
 */
export function RecipeEditor({ mode, recipe, initialPrivate = false, onCancel, onSaved }: RecipeEditorProps) {
  const user = useCurrentUser();
  const formId = useId();
  const reviewer = isAllowed(user.role, RECIPE_REVIEWERS);
  const [draft, setDraft] = useState<RecipeDraft>(() => (recipe ? draftFromRecipe(recipe) : emptyDraft()));
  const [isPrivate, setIsPrivate] = useState(initialPrivate);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [pickedFoods, setPickedFoods] = useState<ReadonlyMap<string, Food>>(new Map());
  const foods = useIngredientFoods(recipe?.ingredients ?? [], pickedFoods);
  const mealTags = trpc.tags.list.useQuery({ kind: 'meal' });
  const nutritionTags = trpc.tags.list.useQuery({ kind: 'nutrition' });
  const categories = trpc.recipeCategories.list.useQuery(undefined, { enabled: reviewer });
  const nutrition = liveNutrition(draft, foods);
  const utils = trpc.useUtils();

  const set = <K extends keyof RecipeDraft>(field: K, value: RecipeDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  /** The errors of the list editors' rows, and how editing one clears its error. */
  const rowErrors = { errors, onClearError: clearError };
  /** Sets a field of the draft and clears its error (under `errorKey` when that differs from its name). */
  const change =
    <K extends keyof RecipeDraft>(field: K, errorKey: string = field) =>
    (value: RecipeDraft[K]) => {
      set(field, value);
      clearError(errorKey);
    };
  /** Props for the text box of one field of the draft, named after it. */
  const bind = (field: 'name' | 'description' | 'video' | 'numberOfServes') => ({
    name: field,
    value: draft[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field)(event.target.value),
  });

  const callbacks = {
    onSuccess: (result: { id: string; messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      void utils.recipes.invalidate();
      onSaved(result.id);
    },
    onError: (error: unknown) => {
      const fieldErrors = serverFieldErrors(error);
      const text = errorText(error);
      const field = MESSAGE_FIELDS[text];
      if (field) fieldErrors[field] = text;
      setErrors(fieldErrors);
      toast.error(text);
      focusFirstInvalid(formId);
    },
  };
  const create = trpc.recipes.create.useMutation(callbacks);
  const update = trpc.recipes.update.useMutation(callbacks);
  const customize = trpc.recipes.customize.useMutation(callbacks);
  const saving = create.isPending || update.isPending || customize.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) {
      toast.error('Wait for the photo to finish uploading.');
      return;
    }
    const parsed = ZRecipeInput.safeParse(draftToInput(draft));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      focusFirstInvalid(formId);
      return;
    }
    setErrors({});
    const values = parsed.data;
    if (mode === 'add') create.mutate({ ...values, isPrivate });
    else if (mode === 'edit' && recipe) update.mutate({ ...values, id: recipe.id });
    else if (recipe) customize.mutate({ ...values, id: recipe.id });
  }

  const handSetNutritionTags = (nutritionTags.data ?? []).filter((tag) => !isRuleGovernedTag(tag));
  const derivedTags =
    draft.ingredients.length > 0
      ? ruleDerivedNutritionTags(nutritionTags.data ?? [], {
          perServe: nutrition.perServe,
          per100g: nutrition.per100g,
          mealTimes: draft.mealTimes,
        })
      : [];
  const safety = ingredientSafety(draft, foods);
  const containsFromIngredients = new Set<string>(safety.derived.map((tag) => tag.name));
  const tagConflicts = safety.conflictsOf(draft.tags);
  const note = editorNote(mode, recipe, reviewer, isPrivate);
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form
      id={formId}
      onSubmit={handleSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <EditorCard title="About the recipe">
        <Field label="Name" autoComplete="off" maxLength={200} {...bind('name')} />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={10_000}
          placeholder="What it is, and what makes it good."
          {...bind('description')}
        />
        <UrlField
          label="Video link"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="Optional: a link to a video of the recipe being made."
          {...bind('video')}
        />
        <PhotoField
          photo={draft.photo}
          error={errors.photoKey ?? null}
          onBusyChange={setUploading}
          onChange={change('photo', 'photoKey')}
        />
        {reviewer ? (
          <SelectField
            label="Category"
            fieldClassName="sm:max-w-xs"
            value={draft.categoryId ?? ''}
            error={errors.categoryId ?? null}
            onChange={(event) => change('categoryId')(event.target.value || null)}
            options={categories.data?.map((category) => ({ value: category.id, label: category.name }))}
          >
            <option value="">No category</option>
          </SelectField>
        ) : null}
        {mode === 'add' ? (
          <div className="flex items-start gap-3 rounded-xl bg-neutral-50 p-3">
            <Switch
              id={`${formId}-private`}
              checked={isPrivate}
              onCheckedChange={setIsPrivate}
              aria-describedby={`${formId}-private-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${formId}-private`}>Private recipe</Label>
              <p id={`${formId}-private-hint`} className="text-sm text-neutral-600">
                Only you see it, in My recipes. It is not reviewed and never joins the catalogue.
              </p>
            </div>
          </div>
        ) : null}
      </EditorCard>

      <EditorCard>
        <IngredientListEditor
          ingredients={draft.ingredients}
          foods={foods}
          onChange={(ingredients) => set('ingredients', ingredients)}
          onFoodLoaded={(food) => setPickedFoods((current) => new Map(current).set(food.id, food))}
          {...rowErrors}
          energyUnit={user.energyUnit}
          nutrition={nutrition}
        />
        <ServesField label="Number of serves" fieldClassName="max-w-48" {...bind('numberOfServes')} />
      </EditorCard>

      <aside
        aria-label="Live nutrition"
        className="grid gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-5 lg:row-start-1"
      >
        <NutritionPanel
          live
          perServe={nutrition.perServeOrNull}
          per100g={nutrition.per100g}
          energyUnit={user.energyUnit}
          unknown={nutrition.unknown}
          note={
            nutrition.pending > 0
              ? `Updates as you type. ${nutrition.pending} ingredient${nutrition.pending === 1 ? ' is' : 's are'} not counted yet.`
              : 'Updates as you type.'
          }
        />
        {derivedTags.length > 0 ? (
          <div className="rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm">
            <p className="font-medium text-neutral-900">Nutrition tags from their rules</p>
            <ul className="mt-2 grid gap-1.5">
              {derivedTags.map((tag) => (
                <li key={tag.name}>
                  <span className="font-medium text-brand-800">{tag.name}</span>
                  <span className="block text-xs text-neutral-600">{tag.explanation}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </aside>

      <EditorCard>
        <MethodListEditor
          methods={draft.methods}
          onChange={(methods) => set('methods', methods)}
          {...rowErrors}
        />
      </EditorCard>

      <EditorCard title="When and what">
        <ChoiceChips
          legend="Meal times"
          options={MEAL_TIME_OPTIONS}
          selected={draft.mealTimes}
          error={errors.mealTimes ?? null}
          onChange={(times) => change('mealTimes')(times as RecipeMealTime[])}
        />
        <ChoiceChips
          legend="Meal tags"
          options={tagOptions(mealTags.data, draft.tags)}
          selected={draft.tags}
          error={errors.tags ?? (tagConflicts.length > 0 ? tagConflicts.join(' ') : null)}
          emptyText={mealTags.isPending ? 'Loading tags…' : 'No meal tags yet.'}
          onChange={change('tags')}
        />
        <ChoiceChips
          legend="Nutrition tags"
          hint="Tags with rules (such as high protein) are added from the nutrition when you save."
          options={tagOptions(
            handSetNutritionTags.filter((tag) => !containsFromIngredients.has(tag.name)),
            draft.nutritionTags.filter((tag) => !containsFromIngredients.has(tag)),
            nutritionTags.data,
          )}
          selected={draft.nutritionTags}
          error={errors.nutritionTags ?? null}
          emptyText={nutritionTags.isPending ? 'Loading tags…' : 'No nutrition tags to set by hand.'}
          onChange={change('nutritionTags')}
        />
        <DerivedTags tags={safety.derived} nutritionTags={nutritionTags.data} />
      </EditorCard>

      <div className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm lg:col-start-1">
        {note ? (
          <p className="flex items-start gap-2 text-sm text-neutral-600">
            <Info className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden />
            {note}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <p role="alert" className="mr-auto text-sm font-medium text-red-700">
            {errorCount > 0 ? messages.invalidInput : ''}
          </p>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button needsConnection type="submit" disabled={saving || uploading}>
            {saving ? SAVE_LABELS[mode].busy : SAVE_LABELS[mode].idle}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A derived "contains" tag and the ingredients' foods that give it. */
interface DerivedTag {
  name: string;
  foods: string[];
}

/**
 * What the ingredients' foods say about the recipe, as the server works it out on save (the shared rules of
 * src/shared/safety): the "contains" tags they give, each with its foods, and the meal tags they contradict.
 * Foods still loading are left out until they come.
 */
function ingredientSafety(draft: RecipeDraft, foods: ReadonlyMap<string, Food>) {
  const facts: FoodSafetyFacts[] = draft.ingredients.flatMap((row) => {
    const food = foods.get(row.foodId);
    return food ? [{ name: food.name, contains: food.tags, dietFlags: food.dietFlags }] : [];
  });
  const derived: DerivedTag[] = derivedContains(facts).map((name) => ({
    name,
    foods: facts.filter((food) => food.contains.includes(name)).map((food) => food.name),
  }));
  return {
    derived,
    conflictsOf: (tags: readonly string[]) => dietConflicts(tags, facts).map(dietConflictText),
  };
}

/**
 * The "contains" tags the ingredients give: always on the recipe, so shown locked, each naming the foods
 * it comes from (on hover, and to a screen reader).
 */
function DerivedTags({
  tags,
  nutritionTags,
}: {
  tags: readonly DerivedTag[];
  nutritionTags: readonly Tag[] | undefined;
}) {
  if (tags.length === 0) return null;
  const groupOf = new Map((nutritionTags ?? []).map((tag) => [tag.name, tag.nutritionGroup]));
  return (
    <section aria-label="From the ingredients" className="grid gap-2">
      <p className="flex items-center gap-1.5 text-sm font-medium text-neutral-900">
        <Lock className="size-4 text-neutral-500" aria-hidden />
        From the ingredients
      </p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.name} title={`From: ${tag.foods.join(', ')}`}>
            <TagBadge
              look={tagLook({
                kind: 'nutrition',
                name: tag.name,
                nutritionGroup: groupOf.get(tag.name) ?? null,
              })}
            />
            <span className="sr-only">, from {tag.foods.join(', ')}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-neutral-600">
        These come with the foods and stay on the recipe. Change the ingredients to change them.
      </p>
    </section>
  );
}

/** One card of the form's column, left of the live nutrition on wide screens. */
function EditorCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-5 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 lg:col-start-1">
      {title ? <h2 className="text-base font-semibold text-neutral-900">{title}</h2> : null}
      {children}
    </section>
  );
}

/**
 * The tags to offer: those the user may see, and any the recipe already has that they may not (so it can
 * still be taken off). `known` names every tag of the kind, so one hidden from the offer on purpose (a
 * rule-governed nutrition tag) is not offered back.
 */
function tagOptions(
  offered: readonly Tag[] | undefined,
  selected: readonly string[],
  known: readonly Tag[] | undefined = offered,
): { value: string; label: string }[] {
  const names = (offered ?? []).map((tag) => tag.name);
  const knownNames = new Set((known ?? []).map((tag) => tag.name));
  const extras = selected.filter((name) => !names.includes(name) && !knownNames.has(name));
  return [...names, ...extras].map((name) => ({ value: name, label: name }));
}

function editorNote(
  mode: EditorMode,
  recipe: Recipe | null,
  reviewer: boolean,
  isPrivate: boolean,
): string | null {
  if (mode === 'customize') {
    if (recipe?.isPrivate)
      return 'Your version is saved as a new private recipe in My recipes. The original stays as it is.';
    if (reviewer && recipe?.status === 'published')
      return 'Your version is saved as a new catalogue recipe, published at once. The original stays as it is.';
    return 'Your version is saved as a copy of your own and sent to the admins for review. The original stays as it is.';
  }
  if (reviewer) return null;
  if (mode === 'add') {
    return isPrivate
      ? 'Saved to My recipes straight away.'
      : 'An admin reviews your recipe before it joins the catalogue.';
  }
  if (recipe && !recipe.isPrivate && recipe.status === 'published') {
    return 'Saving sends your changes to an admin for review; the recipe leaves the catalogue until approved.';
  }
  return null;
}

/** Moves focus to the first field the user has to fix, once the errors are on screen. */
function focusFirstInvalid(formId: string): void {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]:not(:empty)');
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
