import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

/** The props a field's frame gives its control: its id and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Extra guidance shown under the control. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid. */
  error?: string | null;
  /** Classes for the wrapper. */
  fieldClassName?: string;
  id?: string | undefined;
}

/** A field's props split into its frame's (label, hint, error, wrapper classes, id) and its control's. */
export function splitFrameProps<P extends FieldFrameProps>({
  label,
  hint,
  error,
  fieldClassName,
  id,
  ...control
}: P) {
  return { frame: { label, hint, error, fieldClassName, id }, control };
}

/** The frame of every field: the label, the control, then its hint and error text, tied together for screen readers. */
export function FieldFrame({
  label,
  hint,
  error,
  fieldClassName,
  id,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** What is wrong with a control's value, under it; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
