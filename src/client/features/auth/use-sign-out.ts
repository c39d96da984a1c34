import { useNavigate } from 'react-router';
import { trpc } from '../../lib/trpc.ts';

/**
 * Forgets the signed-in user in the browser and goes to Login (SPEC §4). Ending the server session belongs
 * here too once the auth procedures exist.
 */
export function useSignOut(): () => void {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return () => {
    utils.system.me.setData(undefined, null);
    void navigate('/login', { replace: true });
  };
}
