import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface FieldProps extends ComponentProps<typeof Input> {
  label: ReactNode;
  /** Extra guidance shown under the input. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the input invalid. */
  error?: string | null;
  /** Classes for the wrapper; `className` goes to the input. */
  fieldClassName?: string;
}

/** A labelled input with its hint and error text, tied together for screen readers. */
export function Field({ label, hint, error, fieldClassName, id, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
