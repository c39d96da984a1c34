import type { FormEvent } from 'react';
import type { z } from 'zod';
import { validate, type FieldErrors } from '../lib/errors.ts';

/**
 * A form's submit handler: checks `input()` with the schema the server uses too, shows what is wrong under
 * the fields (or clears it), and sends the checked data when it passes.
 */
export function checkedSubmit<S extends z.ZodType>(
  setErrors: (errors: FieldErrors) => void,
  schema: S,
  input: () => unknown,
  send: (data: z.output<S>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(schema, input());
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) send(checked.data);
  };
}

/** `checkedSubmit` for the usual form: what it checks and sends is the form's values as they stand. */
export function submitValues<S extends z.ZodType>(
  form: { values: unknown; setErrors: (errors: FieldErrors) => void },
  schema: S,
  send: (data: z.output<S>) => void,
) {
  return checkedSubmit(form.setErrors, schema, () => form.values, send);
}
