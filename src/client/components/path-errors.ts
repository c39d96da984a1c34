import type { FieldErrors } from '../lib/errors.ts';

/**
 * A schema's issues as field errors by their whole path ("portions.0.weight", "units.2.grams"), as the
 * server's field errors name them too, for the editors whose fields are rows of a list; the first issue of
 * a path wins, and one about the whole form goes under "form".
 */
export function pathErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors;
}
