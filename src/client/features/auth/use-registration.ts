import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
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
