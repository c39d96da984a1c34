import { messages } from '../../shared/messages.ts';
import { errorText, serverFieldErrors, type FieldErrors } from '../lib/errors.ts';
import { toast } from './ui/toast.tsx';

/**
 * A mutation's usual callbacks: on success the result's message (SPEC §8) as a toast, then `after` (close
 * the dialog, refresh the lists); on failure the error's message as a toast.
 */
export function toastCallbacks(after?: () => void) {
  return {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      after?.();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}

/** A form's failed mutation: the message as a toast, and the server's field errors under their fields. */
export function showFormError(setErrors: (errors: FieldErrors) => void) {
  return (error: unknown) => {
    toast.error(errorText(error));
    setErrors(serverFieldErrors(error));
  };
}
