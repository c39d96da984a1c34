import { useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { checkEnergy, describeEnergyOutlier } from '../../../shared/nutrition/energy-check.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import {
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  type NutrientKey,
  type Nutrients,
} from '../../../shared/nutrition/nutrients.ts';
import { GRAM_PORTION, ZFoodInput, type Food } from '../../../shared/schemas/foods.ts';
import { portionDraft } from '../../components/portions-editor.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldRow } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { reviewsFoods } from './food-permissions.ts';
import { FoodFactsFields } from './food-facts-fields.tsx';
import { factsDraftOf, shownFacts } from './food-facts.ts';
import {
  parseDecimal,
  PortionedItemDialog,
  PortionedItemForm,
  usePortionedForm,
  type PortionedKind,
} from '../../components/form-portioned-item.tsx';

const FOOD: PortionedKind<Food> = {
  noun: 'food',
  useItem: (id) => trpc.foods.get.useQuery(id === null ? skipToken : { id }),
  description:
    'Nutrients are per 100 g of the food as eaten. Leave a nutrient blank when you do not know it.',
  className: 'text-left sm:max-w-3xl',
  loadingBlocks: ['h-10', 'h-32', 'h-24'],
  formClassName: 'grid gap-6',
  portions: {
    gramsField: 'weight',
    gramsLabel: 'Weight (g)',
    placeholders: { name: 'e.g. Slice', unit: 'e.g. slice' },
    wide: true,
  },
  portionsLegendClassName: 'mb-2 text-sm font-semibold text-neutral-900',
  portionsDescription:
    'Household measures and how many grams one of each weighs. Recipes always offer grams as well.',
};

/**
 * Add or edit a food: its names, nutrients per 100 g, portions and what it contains. Rendered inside an open
 * <Dialog>.
 */
export function FoodEditorDialog({ id, onDone }: { id: string | null; onDone: () => void }) {
  return (
    <PortionedItemDialog kind={FOOD} id={id}>
      {(loaded) => <FoodForm food={loaded} onDone={onDone} />}
    </PortionedItemDialog>
  );
}

const nutrientField = (key: NutrientKey) => `nutrients.${key}` as const;

/**
 * The form's text: the nutrients under their schema paths ("nutrients.energyKj"), and the default measurement
 * as gram or a portion's draft key (so renaming the portion keeps the choice).
 */
function startValues(food: Food | null) {
  const portions = food?.portions.map((portion) => portionDraft(portion, portion.weight)) ?? [];
  const defaultName = food?.defaultMeasurement.toLowerCase();
  const defaultPortion = portions.find((portion) => portion.name.toLowerCase() === defaultName);
  const nutrients = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [
      nutrientField(key),
      food?.nutrients[key] == null ? '' : String(food.nutrients[key]),
    ]),
  ) as Record<ReturnType<typeof nutrientField>, string>;
  const values = {
    name: food?.name ?? '',
    categoryId: food?.categoryId ?? '',
    alternateWords: food?.alternateWords ?? '',
    defaultMeasurement: defaultPortion ? String(defaultPortion.key) : GRAM_PORTION,
    defaultWeight: food ? String(food.defaultWeight) : '100',
    ...nutrients,
  };
  return { values, portions };
}

function FoodForm({ food, onDone }: { food: Food | null; onDone: () => void }) {
  const user = useCurrentUser();
  const categories = trpc.foodCategories.list.useQuery();
  const form = usePortionedForm(FOOD, () => startValues(food));
  const [facts, setFacts] = useState(() => factsDraftOf(food));
  // A new food is the user's own, "Custom"; an existing one is read as its dataset's group says.
  const origin = { group: food?.sourceGroup ?? null, src: food?.src ?? 'Custom' };
  const utils = trpc.useUtils();
  const callbacks = form.saveCallbacks(() => {
    void utils.foods.invalidate();
    onDone();
  });
  const create = trpc.foods.create.useMutation(callbacks);
  const update = trpc.foods.update.useMutation(callbacks);

  const parsedNutrients = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, parseDecimal(form.values[nutrientField(key)])]),
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
      if (Number.isNaN(parsedNutrients[key])) unreadable[nutrientField(key)] = 'Enter a number.';
    }
    const amount = parseDecimal(form.values.defaultWeight);
    if (amount === null || Number.isNaN(amount)) unreadable.defaultWeight = 'Enter a number.';
    const defaultPortion = form.portions.find(
      (portion) => String(portion.key) === form.values.defaultMeasurement,
    );
    const shown = shownFacts(facts, form.values.name, origin);
    const data = form.check(
      ZFoodInput,
      (grams) => ({
        name: form.values.name,
        categoryId: form.values.categoryId || null,
        alternateWords: form.values.alternateWords,
        defaultMeasurement: defaultPortion ? defaultPortion.name : GRAM_PORTION,
        defaultWeight: amount,
        nutrients: parsedNutrients,
        portions: form.portions.map((portion, index) => ({
          name: portion.name,
          unit: portion.unit,
          weight: grams[index],
        })),
        // With 'rules' the server works them out itself; they are sent as shown all the same.
        tags: shown.tags,
        dietFlags: shown.dietFlags,
        tagsSetBy: facts.setBy,
      }),
      { unreadable },
    );
    if (!data) return;
    if (food) update.mutate({ id: food.id, ...data });
    else create.mutate(data);
  }

  return (
    <PortionedItemForm
      kind={FOOD}
      form={form}
      pending={create.isPending || update.isPending}
      onSubmit={handleSubmit}
      onPortionRemoved={(key) => {
        if (form.values.defaultMeasurement === String(key)) form.set('defaultMeasurement', GRAM_PORTION);
      }}
      after={
        <>
          <FieldRow className="items-start gap-4">
            <SelectField label="Default measurement" {...form.bind('defaultMeasurement')}>
              <option value={GRAM_PORTION}>Gram</option>
              {form.portions
                .filter((portion) => portion.name.trim() !== '')
                .map((portion) => (
                  <option key={portion.key} value={portion.key}>
                    {portion.name.trim()}
                  </option>
                ))}
            </SelectField>
            <Field
              label="Default amount"
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              hint="What a recipe starts with when it adds the food, e.g. 100 (g) or 1 (cup)."
              {...form.bind('defaultWeight')}
            />
          </FieldRow>
          {!reviewsFoods(user) && !food ? (
            <p className="rounded-lg bg-accent-50 p-3 text-sm text-accent-800">
              Your food waits for an admin’s review. Until it is approved only you and the admins see it, and
              we email you when it is.
            </p>
          ) : null}
        </>
      }
    >
      <FieldRow className="items-start gap-4">
        <Field
          label="Name"
          autoComplete="off"
          hint="As people look for it, e.g. “Chicken, breast, grilled”."
          {...form.bind('name')}
        />
        <SelectField label="Category" {...form.bind('categoryId')}>
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
        autoComplete="off"
        hint="Other names it is searched by, separated by commas, e.g. “bell pepper, red pepper”."
        {...form.bind('alternateWords')}
      />
      <FoodFactsFields draft={facts} name={form.values.name} origin={origin} onChange={setFacts} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">Nutrients per 100 g</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NUTRIENT_KEYS.map((key) => (
            <Field
              key={key}
              label={`${NUTRIENT_INFO[key].label} (${NUTRIENT_INFO[key].unit})`}
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              hint={
                key === 'energyKj' && user.energyUnit === 'Cal' && readable(parsedNutrients.energyKj) !== null
                  ? `= ${formatNutrient('energyKj', parsedNutrients.energyKj!, 'Cal')}`
                  : undefined
              }
              {...form.bind(nutrientField(key))}
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
    </PortionedItemForm>
  );
}
