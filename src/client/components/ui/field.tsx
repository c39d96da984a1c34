import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';
import { Input } from './input.tsx';

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
