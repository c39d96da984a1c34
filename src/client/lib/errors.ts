import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import { isMessageKey, messages } from '../../shared/messages.ts';

/** What is wrong with each field of a form, by field name: the first problem only. */
export type FieldErrors = Partial<Record<string, string>>;

interface ErrorData {
  messageKey?: unknown;
  fieldErrors?: Record<string, string[]> | null;
}

function errorData(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data ?? undefined) as ErrorData | undefined;
}

/** The text the user sees for a failed call: the server's message of SPEC §8, or a generic one. */
export function errorText(error: unknown): string {
  const key = errorData(error)?.messageKey;
  if (!isMessageKey(key)) return messages.somethingWentWrongTryAgain;
  // The server fills in placeholders ("Recipe {id} does not exist"); its text is the message with them.
  return error instanceof Error && error.message ? error.message : messages[key];
}

/** The server's field errors of a failed call, one per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, problems] of Object.entries(errorData(error)?.fieldErrors ?? {})) {
    const first = problems[0];
    if (first) result[field] = first;
  }
  return result;
}

/** Checks form values with the same zod schema the server uses, so the browser shows the same rules. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
