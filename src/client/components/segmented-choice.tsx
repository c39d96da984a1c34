import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { ChoiceFieldset } from './plan-light-parts.tsx';

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
