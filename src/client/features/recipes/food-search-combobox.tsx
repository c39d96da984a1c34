import { useId, useState, type KeyboardEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { messages } from '../../../shared/messages.ts';
import type { Food } from '../../../shared/schemas/foods.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';

const SEARCH_DELAY_MS = 250;
/** One letter finds too much to be useful, and costs the server a scan. */
const MIN_QUERY_LENGTH = 2;

export interface FoodSearchComboboxProps {
  /** The search box's id, so the editor can bring focus back to it after a quantity is typed. */
  inputId?: string;
  /** Foods already in the recipe: marked in the list, and refused (with a message) if picked again. */
  addedFoodIds: ReadonlySet<string>;
  energyUnit: EnergyUnit;
  onPick: (food: Food) => void;
  /** Called when the user picks a food that is already in the recipe. */
  onDuplicate: (food: Food) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * "Add an ingredient": a food search in the ARIA combobox pattern. Typing searches (typo tolerant, on the
 * server); the arrow keys move through the results, Enter adds the highlighted food, Escape closes the list.
 */
export function FoodSearchCombobox({
  inputId: givenInputId,
  addedFoodIds,
  energyUnit,
  onPick,
  onDuplicate,
  invalid = false,
  describedBy,
}: FoodSearchComboboxProps) {
  const ownId = useId();
  const inputId = givenInputId ?? ownId;
  const listId = `${inputId}-list`;
  const [text, setText, query] = useSearchText('', SEARCH_DELAY_MS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const searching = query.length >= MIN_QUERY_LENGTH;
  const search = trpc.foods.search.useQuery(searching ? { query, limit: 20 } : skipToken, { retry: false });
  // Results only for what is typed now: Enter must never add a food found for an earlier word.
  const current = searching && query === text.trim();
  const results = current ? (search.data ?? []) : [];
  const expanded = open && text.trim().length >= MIN_QUERY_LENGTH;
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(food: Food) {
    if (addedFoodIds.has(food.id)) {
      onDuplicate(food);
      return;
    }
    onPick(food);
    setText('');
    setOpen(false);
    setActive(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive(results.length === 0 ? 0 : (activeIndex + 1) % results.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(results.length === 0 ? 0 : (activeIndex - 1 + results.length) % results.length);
        break;
      case 'Home':
      case 'End':
        if (!expanded || results.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : results.length - 1);
        break;
      case 'Enter': {
        // Enter in this box never submits the recipe: it adds the highlighted food, if any.
        event.preventDefault();
        const food = expanded ? results[activeIndex] : undefined;
        if (food) pick(food);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  }

  let status: string | null = null;
  if (expanded) {
    if (search.isError) status = messages.ingredientSearchFailed;
    else if (!current || search.isPending) status = 'Searching…';
    else if (results.length === 0) status = `No food matches “${query}”. Try other words.`;
  }

  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={inputId}>Add an ingredient</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden
        />
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && results.length > 0 ? optionId(activeIndex) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder="Search foods, e.g. brown rice"
          maxLength={100}
          className="pl-9"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={handleKeyDown}
        />
      </div>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {status ? (
          <p
            className={cn(
              'px-3 py-3 text-sm',
              search.isError ? 'font-medium text-red-700' : 'text-neutral-600',
            )}
          >
            {status}
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label="Foods"
          className={cn(
            'max-h-72 overflow-y-auto py-1',
            (status !== null || results.length === 0) && 'hidden',
          )}
        >
          {results.map((food, index) => {
            const added = addedFoodIds.has(food.id);
            return (
              <li
                key={food.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the input, so typing and the arrow keys carry on after a click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(food)}
                className={cn(
                  'flex cursor-pointer items-start justify-between gap-3 px-3 py-2 text-sm',
                  index === activeIndex && 'bg-brand-50',
                  added && 'text-neutral-500',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-neutral-900">{food.name}</span>
                  <span className="block text-xs text-neutral-600">
                    {food.nutrients.energyKj === null
                      ? 'Energy not listed'
                      : `${formatNutrient('energyKj', food.nutrients.energyKj, energyUnit)} per 100 g`}
                    {food.portions.length > 0
                      ? ` · ${food.portions.length} portion${food.portions.length === 1 ? '' : 's'}`
                      : ''}
                  </span>
                </span>
                {added ? (
                  <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-brand-800">
                    <Check className="size-3.5" aria-hidden />
                    Added
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded && !status ? `${results.length} foods found` : ''}
      </p>
    </div>
  );
}
