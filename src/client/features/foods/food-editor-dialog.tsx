import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { checkEnergy, describeEnergyOutlier } from '../../../shared/nutrition/energy-check.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import {
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  type NutrientKey,
  type Nutrients,
} from '../../../shared/nutrition/nutrients.ts';
import { GRAM_PORTION, ZFoodInput, type Food } from '../../../shared/schemas/foods.ts';
import {
  PortionsEditor,
  portionDraft,
  type PortionDraft,
  type PortionsWording,
} from '../../components/portions-editor.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldRow, SubmitButton } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { reviewsFoods } from './food-permissions.ts';
import { DialogActions, EditorDialogContent } from '../../components/dialogs.tsx';
import { pathErrors } from '../../components/path-errors.ts';

interface FoodEditorDialogProps {
  /** The food to edit, or null to add one. */
  id: string | null;
  onDone: () => void;
}

/** Add or edit a food: its names, nutrients per 100 g and portions. Rendered inside an open <Dialog>. */
export function FoodEditorDialog({ id, onDone }: FoodEditorDialogProps) {
  const food = trpc.foods.get.useQuery(id === null ? skipToken : { id });
  return (
    <EditorDialogContent
      className="text-left sm:max-w-3xl"
      title={id ? 'Edit food' : 'Add food'}
      description="Nutrients are per 100 g of the food as eaten. Leave a nutrient blank when you do not know it."
      id={id}
      query={food}
      loadingLabel="Loading the food…"
      loadingBlocks={['h-10', 'h-32', 'h-24']}
    >
      {(loaded) => <FoodForm food={loaded} onDone={onDone} />}
    </EditorDialogContent>
  );
}

/** The default measurement: gram, or a portion by its draft key (so renaming the portion keeps the choice). */
type DefaultMeasurement = typeof GRAM_PORTION | number;

const FOOD_PORTIONS: PortionsWording = {
  gramsField: 'weight',
  gramsLabel: 'Weight (g)',
  placeholders: { name: 'e.g. Slice', unit: 'e.g. slice' },
  wide: true,
};

const foodPortionDraft = (portion: Food['portions'][number]) => portionDraft(portion, portion.weight);

function nutrientDrafts(food: Food | null): Record<NutrientKey, string> {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, food?.nutrients[key] == null ? '' : String(food.nutrients[key])]),
  ) as Record<NutrientKey, string>;
}

/** A typed number: blank is null, a comma may stand for the decimal point, anything else is NaN. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

function FoodForm({ food, onDone }: { food: Food | null; onDone: () => void }) {
  const user = useCurrentUser();
  const formId = useId();
  const categories = trpc.foodCategories.list.useQuery();
  const [name, setName] = useState(food?.name ?? '');
  const [categoryId, setCategoryId] = useState(food?.categoryId ?? '');
  const [alternateWords, setAlternateWords] = useState(food?.alternateWords ?? '');
  const [nutrients, setNutrients] = useState(() => nutrientDrafts(food));
  const [portions, setPortions] = useState<PortionDraft[]>(() => food?.portions.map(foodPortionDraft) ?? []);
  const [defaultMeasurement, setDefaultMeasurement] = useState<DefaultMeasurement>(() => {
    const key = food?.defaultMeasurement.toLowerCase();
    const index = food?.portions.findIndex((portion) => portion.name.toLowerCase() === key) ?? -1;
    return index >= 0 ? portions[index]!.key : GRAM_PORTION;
  });
  const [defaultWeight, setDefaultWeight] = useState(food ? String(food.defaultWeight) : '100');
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const callbacks = {
    onSuccess: (result: { messageKey: 'foodSaved' }) => {
      toast.success(messages[result.messageKey]);
      void utils.foods.invalidate();
      onDone();
    },
    onError: (error: unknown) => {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(errorText(error));
    },
  };
  const create = trpc.foods.create.useMutation(callbacks);
  const update = trpc.foods.update.useMutation(callbacks);
  const saving = create.isPending || update.isPending;

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));
  const parsedNutrients = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, parseNumber(nutrients[key])]),
  ) as Nutrients;
  const readable = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);
  const energyCheck = checkEnergy({
    energyKj: readable(parsedNutrients.energyKj),
    protein: readable(parsedNutrients.protein),
    fat: readable(parsedNutrients.fat),
    carbohydrate: readable(parsedNutrients.carbohydrate),
    fibre: readable(parsedNutrients.fibre),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unreadable: FieldErrors = {};
    for (const key of NUTRIENT_KEYS) {
      if (Number.isNaN(parsedNutrients[key])) unreadable[`nutrients.${key}`] = 'Enter a number.';
    }
    const weights = portions.map((portion) => parseNumber(portion.grams));
    weights.forEach((weight, index) => {
      if (weight === null || Number.isNaN(weight))
        unreadable[`portions.${index}.weight`] = 'Enter the weight in grams.';
    });
    const amount = parseNumber(defaultWeight);
    if (amount === null || Number.isNaN(amount)) unreadable.defaultWeight = 'Enter a number.';
    const defaultPortion = portions.find((portion) => portion.key === defaultMeasurement);
    const parsed = ZFoodInput.safeParse({
      name,
      categoryId: categoryId || null,
      alternateWords,
      defaultMeasurement: defaultPortion ? defaultPortion.name : GRAM_PORTION,
      defaultWeight: amount,
      nutrients: parsedNutrients,
      portions: portions.map((portion, index) => ({
        name: portion.name,
        unit: portion.unit,
        weight: weights[index],
      })),
      // Nutrition tags are not edited here; they stay as they are.
      tags: food?.tags ?? [],
    });
    const found: FieldErrors = parsed.success ? {} : pathErrors(parsed.error.issues);
    Object.assign(found, unreadable);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    if (food) update.mutate({ id: food.id, ...parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <FieldRow className="items-start gap-4">
        <Field
          label="Name"
          name="name"
          autoComplete="off"
          hint="As people look for it, e.g. “Chicken, breast, grilled”."
          value={name}
          error={errors.name ?? null}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
        />
        <SelectField
          label="Category"
          value={categoryId}
          error={errors.categoryId ?? null}
          onChange={(event) => {
            setCategoryId(event.target.value);
            clearError('categoryId');
          }}
        >
          <option value="">No category</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          {/* A category since made inactive stays on the food until someone picks another. */}
          {food?.categoryId && categories.data && !categories.data.some((c) => c.id === food.categoryId) ? (
            <option value={food.categoryId}>{food.categoryName ?? 'Current category'}</option>
          ) : null}
        </SelectField>
      </FieldRow>
      <Field
        label="Alternate words"
        name="alternateWords"
        autoComplete="off"
        hint="Other names it is searched by, separated by commas, e.g. “bell pepper, red pepper”."
        value={alternateWords}
        error={errors.alternateWords ?? null}
        onChange={(event) => {
          setAlternateWords(event.target.value);
          clearError('alternateWords');
        }}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">Nutrients per 100 g</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NUTRIENT_KEYS.map((key) => (
            <Field
              key={key}
              label={`${NUTRIENT_INFO[key].label} (${NUTRIENT_INFO[key].unit})`}
              name={key}
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              value={nutrients[key]}
              error={errors[`nutrients.${key}`] ?? null}
              hint={
                key === 'energyKj' && user.energyUnit === 'Cal' && readable(parsedNutrients.energyKj) !== null
                  ? `= ${formatNutrient('energyKj', parsedNutrients.energyKj!, 'Cal')}`
                  : undefined
              }
              onChange={(event) => {
                const value = event.target.value;
                setNutrients((current) => ({ ...current, [key]: value }));
                clearError(`nutrients.${key}`);
              }}
            />
          ))}
        </div>
        <div aria-live="polite">
          {energyCheck?.outlier ? (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {describeEnergyOutlier(energyCheck)}. Check the values; you can still save, and the food will
                be flagged.
              </span>
            </p>
          ) : null}
        </div>
      </fieldset>
      <PortionsEditor
        formId={formId}
        portions={portions}
        setPortions={setPortions}
        errors={errors}
        setErrors={setErrors}
        wording={FOOD_PORTIONS}
        legend="Portions"
        legendClassName="mb-2 text-sm font-semibold text-neutral-900"
        description="Household measures and how many grams one of each weighs. Recipes always offer grams as well."
        onRemoved={(key) => {
          if (defaultMeasurement === key) setDefaultMeasurement(GRAM_PORTION);
        }}
      />
      <FieldRow className="items-start gap-4">
        <SelectField
          label="Default measurement"
          value={String(defaultMeasurement)}
          error={errors.defaultMeasurement ?? null}
          onChange={(event) => {
            const value = event.target.value;
            setDefaultMeasurement(value === GRAM_PORTION ? GRAM_PORTION : Number(value));
            clearError('defaultMeasurement');
          }}
        >
          <option value={GRAM_PORTION}>Gram</option>
          {portions
            .filter((portion) => portion.name.trim() !== '')
            .map((portion) => (
              <option key={portion.key} value={portion.key}>
                {portion.name.trim()}
              </option>
            ))}
        </SelectField>
        <Field
          label="Default amount"
          name="defaultWeight"
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          hint="What a recipe starts with when it adds the food, e.g. 100 (g) or 1 (cup)."
          value={defaultWeight}
          error={errors.defaultWeight ?? null}
          onChange={(event) => {
            setDefaultWeight(event.target.value);
            clearError('defaultWeight');
          }}
        />
      </FieldRow>
      {!reviewsFoods(user) && !food ? (
        <p className="rounded-lg bg-accent-50 p-3 text-sm text-accent-800">
          Your food waits for an admin’s review. Until it is approved only you and the admins see it, and we
          email you when it is.
        </p>
      ) : null}
      <DialogActions>
        <SubmitButton pending={saving}>Save food</SubmitButton>
      </DialogActions>
    </form>
  );
}
