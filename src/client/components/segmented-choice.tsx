import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export interface SegmentedChoiceProps<V extends string> {
  legend: string;
  hint?: string;
  /** The radios' name; one is made up when not given. */
  name?: string;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  error?: string | null | undefined;
  className?: string;
}

export interface ChoiceFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  /** The choices, given the id the frame's hint and error are named from. */
  children: (id: string) => ReactNode;
}

/** The frame of a group of choices: the legend, a hint, the choices, then the error, tied together for screen readers. */
export function ChoiceFieldset({ legend, hint, error, className, children }: ChoiceFieldsetProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy || undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {children(id)}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One choice of a few, as a row of buttons: native radios, so arrows move between them. */
export function SegmentedChoice<V extends string>({
  legend,
  hint,
  name,
  value,
  options,
  onChange,
  error,
  className,
}: SegmentedChoiceProps<V>) {
  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error} className={className}>
      {(id) => (
        <div className="flex gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-neutral-300 bg-white text-sm font-medium text-neutral-800 sm:h-10',
                'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-950',
                'has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
                error && 'border-red-600',
              )}
            >
              <input
                type="radio"
                name={name ?? `${id}-choice`}
                value={option.value}
                className="sr-only"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </ChoiceFieldset>
  );
}

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
