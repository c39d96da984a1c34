import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.ts';
import { toast } from '../../components/ui/toast.tsx';
import { validate, type FieldErrors } from '../../lib/errors.ts';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A public form's values and errors (the client forms, the promo lead form): editing a field clears its
 * error, and a check that fails shows the errors under the fields and says so in a toast.
 */
export function usePublicForm<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }
  /** A text field's, text box's or select's props for `key`: its name, value and error, and editing it. */
  function bind<K extends TextKey<V>>(key: K) {
    return {
      name: key,
      value: values[key] as string,
      error: errors[key],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        set(key, event.target.value as V[K]),
    };
  }
  /** The input as the schema reads it, or null after showing why it does not pass. */
  function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
    const checked = validate(schema, input);
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    toast.error(messages.invalidInput);
    return null;
  }
  return { values, errors, setErrors, set, bind, check };
}
