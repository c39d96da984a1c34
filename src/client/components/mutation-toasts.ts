import { messages } from '../../shared/messages.ts';
import { errorText, serverFieldErrors, type FieldErrors } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { toast } from './ui/toast.tsx';

/** What a mutation that says how it went returns: at least the key of its message (SPEC §8). */
interface MessageResult {
  messageKey: keyof typeof messages;
}

/**
 * A mutation's usual callbacks: on success the result's message (SPEC §8) as a toast, then `after` with the
 * result (close the dialog, refresh the lists, put the saved data in the cache); on failure the error's
 * message as a toast.
 */
export function toastCallbacks<R extends MessageResult = MessageResult>(after?: (result: R) => unknown) {
  return {
    onSuccess: (result: R) => {
      toast.success(messages[result.messageKey]);
      return after?.(result);
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}

type Utils = ReturnType<typeof trpc.useUtils>;

/** An area of the server whose queries a change can leave stale: `foods`, `marketplace`, `members`… */
export type AreaName = {
  [K in keyof Utils]-?: Utils[K] extends { invalidate: () => Promise<void> } ? K : never;
}[keyof Utils];

/**
 * A change's callbacks (`toastCallbacks`): its message as a toast, then `onDone` (close the dialog) and every
 * query of the areas it touches read again.
 */
export function useChangeCallbacks(areas: readonly AreaName[], onDone?: () => void) {
  const utils = trpc.useUtils();
  return toastCallbacks(() => {
    onDone?.();
    for (const area of areas) void utils[area].invalidate();
  });
}

/**
 * A form's mutation: `toastCallbacks` on success, and on failure the message as a toast with the server's
 * field errors under their fields (`showFormError`).
 */
export function formCallbacks<R extends MessageResult = MessageResult>(
  setErrors: (errors: FieldErrors) => void,
  after?: (result: R) => unknown,
) {
  return { onSuccess: toastCallbacks(after).onSuccess, onError: showFormError(setErrors) };
}

/** A form's failed mutation: the message as a toast, and the server's field errors under their fields. */
export function showFormError(setErrors: (errors: FieldErrors) => void) {
  return (error: unknown) => {
    toast.error(errorText(error));
    setErrors(serverFieldErrors(error));
  };
}
