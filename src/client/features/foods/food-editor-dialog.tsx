import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { Plus, TriangleAlert, X } from 'lucide-react';
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
import { Button } from '../../components/ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { reviewsFoods } from './food-permissions.ts';

interface FoodEditorDialogProps {
  /** The food to edit, or null to add one. */
  id: string | null;
  onDone: () => void;
}

/** Add or edit a food: its names, nutrients per 100 g and portions. Rendered inside an open <Dialog>. */
export function FoodEditorDialog({ id, onDone }: FoodEditorDialogProps) {
  const food = trpc.foods.get.useQuery(id === null ? skipToken : { id });
  return (
    <DialogContent className="text-left sm:max-w-3xl">
      <DialogHeader>
        <DialogTitle>{id ? 'Edit food' : 'Add food'}</DialogTitle>
        <DialogDescription>
          Nutrients are per 100 g of the food as eaten. Leave a nutrient blank when you do not know it.
        </DialogDescription>
      </DialogHeader>
      {id === null ? (
        <FoodForm food={null} onDone={onDone} />
      ) : food.data ? (
        <FoodForm food={food.data} onDone={onDone} />
      ) : food.isError ? (
        <p className="text-red-700">{errorText(food.error)}</p>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the food…</span>
          <Skeleton className="h-10" />
          <Skeleton className="h-32" />
          <Skeleton className="h-24" />
        </div>
      )}
    </DialogContent>
  );
}

/** A portion as typed: the weight stays text until saved, so a half-typed number is not lost. */
interface PortionDraft {
  key: number;
  name: string;
  unit: string;
  weight: string;
}

/** The default measurement: gram, or a portion by its draft key (so renaming the portion keeps the choice). */
type DefaultMeasurement = typeof GRAM_PORTION | number;

let nextKey = 1;
function portionDraft(portion?: Food['portions'][number]): PortionDraft {
  return {
    key: nextKey++,
    name: portion?.name ?? '',
    unit: portion?.unit ?? '',
    weight: portion ? String(portion.weight) : '',
  };
}

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
  const [portions, setPortions] = useState<PortionDraft[]>(() => food?.portions.map(portionDraft) ?? []);
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

  function updatePortion(key: number, change: Partial<PortionDraft>, field: 'name' | 'unit' | 'weight') {
    setPortions((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));
    clearError(`portions.${portions.findIndex((p) => p.key === key)}.${field}`);
  }

  function removePortion(key: number) {
    setPortions((current) => current.filter((p) => p.key !== key));
    if (defaultMeasurement === key) setDefaultMeasurement(GRAM_PORTION);
    // Portion errors are kept by row number, which has just changed.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('portions.'))),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unreadable: FieldErrors = {};
    for (const key of NUTRIENT_KEYS) {
      if (Number.isNaN(parsedNutrients[key])) unreadable[`nutrients.${key}`] = 'Enter a number.';
    }
    const weights = portions.map((portion) => parseNumber(portion.weight));
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
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    Object.assign(found, unreadable);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    if (food) update.mutate({ id: food.id, ...parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
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
      </div>
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
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">Portions</legend>
        <p className="-mt-1 text-sm text-neutral-600">
          Household measures and how many grams one of each weighs. Recipes always offer grams as well.
        </p>
        {portions.length > 0 ? (
          <div
            aria-hidden
            className="hidden gap-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase sm:grid sm:grid-cols-[minmax(0,1fr)_8rem_7rem_2.5rem]"
          >
            <span>Name</span>
            <span>Unit</span>
            <span>Weight (g)</span>
          </div>
        ) : null}
        <ol className="grid gap-3">
          {portions.map((portion, index) => (
            <PortionRow
              key={portion.key}
              formId={formId}
              index={index}
              portion={portion}
              errors={errors}
              onChange={(change, field) => updatePortion(portion.key, change, field)}
              onRemove={() => removePortion(portion.key)}
            />
          ))}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setPortions((current) => [...current, portionDraft()])}
        >
          <Plus aria-hidden />
          Add portion
        </Button>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
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
      </div>
      {!reviewsFoods(user) && !food ? (
        <p className="rounded-lg bg-accent-50 p-3 text-sm text-accent-800">
          Your food waits for an admin’s review. Until it is approved only you and the admins see it, and we
          email you when it is.
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save food'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface PortionRowProps {
  formId: string;
  index: number;
  portion: PortionDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PortionDraft>, field: 'name' | 'unit' | 'weight') => void;
  onRemove: () => void;
}

function PortionRow({ formId, index, portion, errors, onChange, onRemove }: PortionRowProps) {
  const number = index + 1;
  const fields = ['name', 'unit', 'weight'] as const;
  const idOf = (field: (typeof fields)[number]) => `${formId}-portion-${portion.key}-${field}`;
  const errorId = `${formId}-portion-${portion.key}-error`;
  const rowErrors = fields
    .map((field) => ({ field, text: errors[`portions.${index}.${field}`] }))
    .filter((entry): entry is { field: (typeof fields)[number]; text: string } => Boolean(entry.text));
  const invalid = (field: (typeof fields)[number]) =>
    rowErrors.some((entry) => entry.field === field)
      ? { 'aria-invalid': true, 'aria-describedby': errorId }
      : {};
  // Labels show on a phone, where the column headings do not.
  const labelClass = 'text-xs text-neutral-600 sm:sr-only';
  return (
    <li className="grid gap-1.5 rounded-xl border border-neutral-200 p-3 sm:rounded-none sm:border-0 sm:p-0">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_7rem_2.5rem]">
        <div className="col-span-3 grid gap-1 sm:col-span-1">
          <Label htmlFor={idOf('name')} className={labelClass}>
            <span className="sr-only">Portion {number} </span>
            Name
          </Label>
          <Input
            id={idOf('name')}
            placeholder="e.g. Slice"
            autoComplete="off"
            value={portion.name}
            onChange={(event) => onChange({ name: event.target.value }, 'name')}
            {...invalid('name')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={idOf('unit')} className={labelClass}>
            <span className="sr-only">Portion {number} </span>
            Unit
          </Label>
          <Input
            id={idOf('unit')}
            placeholder="e.g. slice"
            autoComplete="off"
            value={portion.unit}
            onChange={(event) => onChange({ unit: event.target.value }, 'unit')}
            {...invalid('unit')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={idOf('weight')} className={labelClass}>
            <span className="sr-only">Portion {number} </span>
            Weight (g)
          </Label>
          <Input
            id={idOf('weight')}
            inputMode="decimal"
            placeholder="g"
            autoComplete="off"
            className="tabular-nums"
            value={portion.weight}
            onChange={(event) => onChange({ weight: event.target.value }, 'weight')}
            {...invalid('weight')}
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-neutral-500 hover:text-red-700"
          aria-label={`Remove portion ${number}`}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      {rowErrors.length > 0 ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {rowErrors.map((entry) => entry.text).join(' ')}
        </p>
      ) : null}
    </li>
  );
}
