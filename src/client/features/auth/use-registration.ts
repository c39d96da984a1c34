import type { z } from 'zod';
import { checkedSubmit } from '../../components/checked-submit.ts';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { accountInput, type emptyAccount } from './account-fields.tsx';
import { useSignedIn } from './use-signed-in.ts';

/** The mutation callbacks every registration form shares: signed in on success, the messages on failure. */
export function useRegistrationCallbacks(setErrors: (errors: FieldErrors) => void) {
  const signedIn = useSignedIn();
  return {
    onSuccess: signedIn,
    onError: (error: unknown) => {
      toast.error(errorText(error));
      setErrors(serverFieldErrors(error));
    },
  };
}

/**
 * A registration form's submit: the account fields (blanks of optional ones left out) and the screen's own
 * (`more`), checked with the screen's schema, then sent.
 */
export function registrationSubmit<V extends typeof emptyAccount, S extends z.ZodType>(
  form: { values: V; setErrors: (errors: FieldErrors) => void },
  schema: S,
  more: (values: V) => object,
  send: (data: z.output<S>) => void,
) {
  return checkedSubmit(
    form.setErrors,
    schema,
    () => ({ ...accountInput(form.values), ...more(form.values) }),
    send,
  );
}
