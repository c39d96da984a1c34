import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChoiceFieldset } from '../../components/plan-light-parts.tsx';
import { cn } from '../../lib/cn.ts';

export interface ChoiceChipsProps {
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | null;
  /** Shown when there is nothing to choose from. */
  emptyText?: string;
}

/**
 * A group of checkboxes drawn as chips: several choices at once (meal times, tags), each one a labelled
 * checkbox of the browser's, reachable with Tab and toggled with Space.
 */
export function ChoiceChips({
  legend,
  hint,
  options,
  selected,
  onChange,
  error,
  emptyText = 'Nothing to choose from yet.',
}: ChoiceChipsProps) {
  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error}>
      {(id) =>
        options.length === 0 ? (
          <p className="text-sm text-neutral-500">{emptyText}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {options.map((option) => {
              const checked = selected.includes(option.value);
              const optionId = `${id}-${option.value}`;
              return (
                <div key={option.value} className="relative">
                  <input
                    type="checkbox"
                    id={optionId}
                    checked={checked}
                    onChange={(event) =>
                      onChange(
                        event.currentTarget.checked
                          ? [...selected, option.value]
                          : selected.filter((value) => value !== option.value),
                      )
                    }
                    className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  <label
                    htmlFor={optionId}
                    className={cn(
                      'flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors select-none',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600',
                      checked
                        ? 'border-brand-600 bg-brand-100 text-brand-950'
                        : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
                    )}
                  >
                    {checked ? <Check className="size-4 text-brand-800" aria-hidden /> : null}
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        )
      }
    </ChoiceFieldset>
  );
}
