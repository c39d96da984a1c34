import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trpc } from '../../lib/trpc.ts';
import { forgetLastUrls } from '../pwa/last-url.ts';

/**
 * Ends the server session, forgets everything cached for the user (the user, the selected folder and the
 * folders all live in the query cache; the plans and recipes kept for offline reading in IndexedDB) and goes
 * to Login (SPEC §4). The browser forgets the user even when the server cannot be reached: the cookie is
 * HttpOnly, so the next request decides. While the browser is offline, though, sign-out waits for the
 * connection like any change (decision 033; its buttons are disabled): the session would otherwise come
 * back with the connection, and the user believe they had signed out.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const logout = trpc.auth.logout.useMutation();
  const navigate = useNavigate();
  return async () => {
    if (!onlineManager.isOnline()) return;
    await logout.mutateAsync().catch(() => undefined);
    // The offline cache's module loads after the first render; sign-out waits for it if it has not yet.
    await import('../../offline/offline-cache.ts')
      .then((module) => module.forgetOfflineData())
      .catch(() => undefined);
    queryClient.clear();
    forgetLastUrls();
    utils.auth.me.setData(undefined, null);
    await navigate('/login', { replace: true });
  };
}
