import { useState, type ChangeEvent } from 'react';

/** An input or select bound to one field of a form. */
export interface BoundField {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}
import type { FieldErrors } from './errors.ts';

/** The values of a form of text inputs and selects, with the errors to show under each field. */
export function useForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Props for an input or select bound to `name`; editing a field clears its error. */
  function bind(name: keyof V & string): BoundField {
    return {
      name,
      value: values[name] ?? '',
      error: errors[name] ?? null,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }
  function set(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }
  return { values, errors, setErrors, bind, set, reset: () => setValues(initial) };
}
