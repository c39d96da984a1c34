import { messages } from '../../shared/messages.ts';
import { errorText } from '../lib/errors.ts';
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
