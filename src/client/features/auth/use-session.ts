import type { Me } from '../../../shared/schemas/auth.ts';
import { trpc } from '../../lib/trpc.ts';

export type SessionUser = Me;

export type Session = { status: 'loading' } | { status: 'guest' } | { status: 'signedIn'; user: SessionUser };

/**
 * Who is signed in, from `auth.me`. A failed lookup counts as a guest: the login page is the way back in.
 * So does an offline start with no saved answer (react-query pauses the lookup): Login says the app is
 * offline, and once the connection returns the lookup runs and a signed-in user goes back where they were.
 */
export function useSession(): Session {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 60_000 });
  if (me.isPending && me.fetchStatus === 'paused') return { status: 'guest' };
  if (me.isPending) return { status: 'loading' };
  if (!me.data) return { status: 'guest' };
  return { status: 'signedIn', user: me.data };
}

/**
 * The page a guest was sent to Login from (the router's location state), to go back to once signed in.
 * Only a path of this app counts, so nothing in the state can send the user elsewhere.
 */
export function returnPathAfterLogin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from === '/') return null;
  return from;
}
