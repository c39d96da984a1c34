import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Field, type FieldProps } from './field.tsx';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from './field-frame.tsx';

/*
 * The props that fields of one kind always take, carried by one part each, and the other pieces every form
 * is made of. Beside field.tsx, so that a screen with a plain Field or SelectField does not load them.
 */

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
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitFrameProps(props);
  const { className, ...textAreaProps } = control;
  return (
    <FieldFrame {...frame}>
      {(ids) => <textarea {...ids} className={cn(textAreaClass, className)} {...textAreaProps} />}
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

interface SubmitButtonProps extends ButtonProps {
  /** The request is under way: the button cannot be pressed again and says what is happening. */
  pending: boolean;
  /** What it says meanwhile: "Saving…" unless told otherwise. */
  pendingText?: string;
}

/** A form's submit button: its words, or `pendingText` while the request is under way. */
export function SubmitButton({ pending, pendingText = 'Saving…', children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingText : children}
    </Button>
  );
}
