import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import type { Me } from '../../../shared/schemas/auth.ts';
import { toast } from '../../components/ui/toast.tsx';
import { trpc } from '../../lib/trpc.ts';
import { returnPathAfterLogin } from './use-session.ts';

/**
 * After login or registration: remember who is signed in, say so, and go back to the page that sent the
 * guest to Login, else where the server says.
 */
export function useSignedIn() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const location = useLocation();
  return (result: { me: Me; redirectTo: string; messageKey: MessageKey }) => {
    utils.auth.me.setData(undefined, result.me);
    toast.success(messages[result.messageKey]);
    void navigate(returnPathAfterLogin(location.state) ?? result.redirectTo, { replace: true });
  };
}
