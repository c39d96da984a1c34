import { useId, useState } from 'react';
import { ChevronDown, Info } from 'lucide-react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { Food } from '../../../shared/schemas/foods.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import { formatGrams } from '../ingredients/format-grams.ts';
import { FoodSearchCombobox } from './food-search-combobox.tsx';
import {
  draftGrams,
  ingredientFromFood,
  type IngredientDraft,
  type LiveNutrition,
  type MeasureChoice,
} from './recipe-draft.ts';
import { focusSoon, moveItem, RowControls, selectSoon } from './row-controls.tsx';

export interface IngredientListEditorProps {
  ingredients: IngredientDraft[];
  foods: ReadonlyMap<string, Food>;
  onChange: (ingredients: IngredientDraft[]) => void;
  /** A food picked from the search: the editor keeps it for its nutrients and portions. */
  onFoodLoaded: (food: Food) => void;
  errors: FieldErrors;
  onClearError: (field: string) => void;
  energyUnit: EnergyUnit;
  nutrition: LiveNutrition;
}

const ROW_FIELDS = ['foodId', 'quantity', 'measure', 'portionId'] as const;

/**
 * The ingredients: a food search that adds rows (a food at most once, SPEC §5), and per row the quantity,
 * the measure (gram, Kg, L or one of the food's portions), its weight, and moving or removing it.
 */
export function IngredientListEditor({
  ingredients,
  foods,
  onChange,
  onFoodLoaded,
  errors,
  onClearError,
  energyUnit,
  nutrition,
}: IngredientListEditorProps) {
  const id = useId();
  const [notice, setNotice] = useState<{ text: string; duplicate: boolean } | null>(null);
  const rowId = (key: number, field: string) => `${id}-${key}-${field}`;
  const listError = errors.ingredients;
  const listErrorId = `${id}-error`;
  const searchId = `${id}-search`;
  // Row errors are kept by position, which a move or removal changes.
  const clearRowErrors = () => {
    ingredients.forEach((_, index) => {
      for (const field of ROW_FIELDS) onClearError(`ingredients.${index}.${field}`);
    });
  };

  function update(key: number, change: Partial<IngredientDraft>, field: 'quantity' | 'measure') {
    const index = ingredients.findIndex((row) => row.key === key);
    onChange(ingredients.map((row) => (row.key === key ? { ...row, ...change } : row)));
    onClearError(`ingredients.${index}.${field}`);
    if (field === 'measure') onClearError(`ingredients.${index}.portionId`);
  }

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div>
        {/* Focus lands here after a row is removed, so the keyboard is not left on nothing. */}
        <h2
          id={`${id}-title`}
          tabIndex={-1}
          className="text-base font-semibold text-neutral-900 outline-none"
        >
          Ingredients
        </h2>
        <p className="text-sm text-neutral-600">
          Search the foods, then set how much of each goes in. The nutrition updates as you type.
        </p>
      </div>
      <FoodSearchCombobox
        inputId={searchId}
        addedFoodIds={new Set(ingredients.map((row) => row.foodId))}
        energyUnit={energyUnit}
        invalid={Boolean(listError)}
        describedBy={listError ? listErrorId : undefined}
        onPick={(food) => {
          onFoodLoaded(food);
          const row = ingredientFromFood(food);
          onChange([...ingredients, row]);
          onClearError('ingredients');
          // Type, arrows, Enter, then the quantity, then Enter again for the next food: no mouse needed.
          selectSoon(rowId(row.key, 'quantity'));
          setNotice({ text: `${food.name} added.`, duplicate: false });
        }}
        onDuplicate={(food) =>
          setNotice({
            text: `${food.name} is already in the recipe. Change its quantity instead.`,
            duplicate: true,
          })
        }
      />
      <p
        aria-live="polite"
        className={cn(
          'flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800',
          // An added food shows up in the list; only screen readers need telling.
          !notice?.duplicate && 'sr-only',
        )}
      >
        {notice?.duplicate ? <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
        {notice?.text}
      </p>
      {listError ? (
        <p id={listErrorId} role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {ingredients.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-4 text-center text-sm text-neutral-600">
          No ingredients yet. Search for a food above to add the first one.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Ingredients">
          {ingredients.map((row, index) => {
            const food = foods.get(row.foodId);
            const grams = draftGrams(row, food);
            const rowErrors = ROW_FIELDS.map((field) => errors[`ingredients.${index}.${field}`]).filter(
              (text): text is string => Boolean(text),
            );
            const errorId = rowId(row.key, 'error');
            const invalid = (field: 'quantity' | 'measure') =>
              errors[`ingredients.${index}.${field}`] ||
              (field === 'measure' && errors[`ingredients.${index}.portionId`])
                ? { 'aria-invalid': true, 'aria-describedby': errorId }
                : {};
            return (
              <li key={row.key} className="grid gap-2 rounded-xl border border-neutral-200 bg-white p-3">
                <div className="flex min-w-0 items-start justify-between gap-2">
                  <div className="min-w-0 pt-1">
                    <p className="font-medium break-words text-neutral-900">{row.foodName}</p>
                    <p className="text-xs text-neutral-600 tabular-nums">
                      {grams === null
                        ? food
                          ? 'Enter a quantity'
                          : 'Loading the food…'
                        : formatGrams(grams)}
                    </p>
                  </div>
                  <RowControls
                    name={row.foodName}
                    idPrefix={rowId(row.key, 'row')}
                    index={index}
                    count={ingredients.length}
                    onMove={(from, to) => {
                      clearRowErrors();
                      onChange(moveItem(ingredients, from, to));
                    }}
                    onRemove={() => {
                      clearRowErrors();
                      onChange(ingredients.filter((r) => r.key !== row.key));
                      focusSoon(`${id}-title`);
                    }}
                  />
                </div>
                <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 sm:max-w-md">
                  <div className="grid gap-1">
                    <Label htmlFor={rowId(row.key, 'quantity')} className="text-xs text-neutral-600">
                      Quantity<span className="sr-only"> of {row.foodName}</span>
                    </Label>
                    <Input
                      id={rowId(row.key, 'quantity')}
                      inputMode="decimal"
                      autoComplete="off"
                      className="tabular-nums"
                      value={row.quantity}
                      onChange={(event) => update(row.key, { quantity: event.target.value }, 'quantity')}
                      onKeyDown={(event) => {
                        // Enter never submits the recipe from here: it goes back to the search for the next food.
                        if (event.key !== 'Enter') return;
                        event.preventDefault();
                        focusSoon(searchId);
                      }}
                      {...invalid('quantity')}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={rowId(row.key, 'measure')} className="text-xs text-neutral-600">
                      Measure<span className="sr-only"> of {row.foodName}</span>
                    </Label>
                    <div className="relative">
                      <select
                        id={rowId(row.key, 'measure')}
                        value={row.measure}
                        onChange={(event) =>
                          update(row.key, { measure: event.target.value as MeasureChoice }, 'measure')
                        }
                        className="h-11 w-full appearance-none rounded-lg border border-neutral-300 bg-white pr-9 pl-3 text-base text-neutral-900 shadow-xs focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30 aria-invalid:border-red-600 sm:h-10 sm:text-sm"
                        {...invalid('measure')}
                      >
                        <MeasureOptions row={row} food={food} />
                      </select>
                      <ChevronDown
                        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
                        aria-hidden
                      />
                    </div>
                  </div>
                </div>
                {rowErrors.length > 0 ? (
                  <p id={errorId} className="text-sm font-medium text-red-700">
                    {rowErrors.join(' ')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {ingredients.length > 0 ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg bg-neutral-50 px-3 py-2 text-sm text-neutral-700">
          <span>
            Total weight{' '}
            <span className="font-semibold text-neutral-900 tabular-nums">
              {formatGrams(nutrition.totalGrams)}
            </span>
          </span>
          <span>
            Energy per serve{' '}
            <span className="font-semibold text-neutral-900 tabular-nums">
              {nutrition.perServeOrNull
                ? formatNutrient('energyKj', nutrition.perServeOrNull.energyKj, energyUnit)
                : '—'}
            </span>
          </span>
        </p>
      ) : null}
    </section>
  );
}

function MeasureOptions({ row, food }: { row: IngredientDraft; food: Food | undefined }) {
  const portions = food?.portions ?? [];
  const savedPortionMissing =
    row.measure.startsWith('portion:') && !portions.some((p) => `portion:${p.id}` === row.measure);
  return (
    <>
      <option value="gram">Gram (g)</option>
      <option value="Kg">Kg</option>
      <option value="L">L</option>
      {portions.map((portion) => (
        <option key={portion.id} value={`portion:${portion.id}`}>
          {portion.name}
          {portion.unit && portion.unit.toLowerCase() !== portion.name.toLowerCase()
            ? ` (${portion.unit})`
            : ''}
          {` · ${formatGrams(portion.weight)}`}
        </option>
      ))}
      {savedPortionMissing ? (
        <option value={row.measure}>{row.portionLabel ?? 'Saved portion'}</option>
      ) : null}
    </>
  );
}
