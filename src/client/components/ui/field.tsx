import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
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
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends ComponentProps<typeof Input>, Omit<FieldFrameProps, 'id'> {
  /** `className` goes to the input, `fieldClassName` to the wrapper. */
  label: ReactNode;
}

/** A labelled input with its hint and error text. */
export function Field({ label, hint, error, fieldClassName, id, ...inputProps }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} fieldClassName={fieldClassName} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldFrame>
  );
}

/** A number: whole by default (the numeric keypad), any fraction with `decimal`. */
export function NumberField({ decimal = false, ...props }: FieldProps & { decimal?: boolean }) {
  return (
    <Field
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      step={decimal ? 'any' : undefined}
      {...props}
    />
  );
}

/** An e-mail address: the e-mail keyboard, no spelling marks, filled in from the browser's address. */
export function EmailField(props: FieldProps) {
  return <Field type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}

/** A password: the one in use, or with `isNew` one being chosen (the browser offers to make and save it). */
export function PasswordField({ isNew = false, ...props }: FieldProps & { isNew?: boolean }) {
  return <Field type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}

/** A web address. */
export function UrlField(props: FieldProps) {
  return <Field type="url" {...props} />;
}

/** A multi-line text box in the look of the Input primitive. */
export const textAreaClass = cn(
  'w-full min-w-0 resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 sm:text-sm',
  'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
);

export interface TextAreaFieldProps extends ComponentProps<'textarea'>, Omit<FieldFrameProps, 'id'> {
  label: ReactNode;
}

/** A labelled multi-line text box with its hint and error text; `rows` sets its height. */
export function TextAreaField({
  label,
  hint,
  error,
  fieldClassName,
  id,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} fieldClassName={fieldClassName} id={id}>
      {(control) => <textarea {...control} className={cn(textAreaClass, className)} {...textAreaProps} />}
    </FieldFrame>
  );
}

/** Fields side by side from the small breakpoint up: two columns, or `columns={3}`. */
export function FieldRow({
  columns = 2,
  className,
  children,
}: {
  columns?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-5', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2', className)}>
      {children}
    </div>
  );
}
