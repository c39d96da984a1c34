import { ROLES, type Role } from '../../../shared/access.ts';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';

type Me = NonNullable<RouterOutputs['system']['me']>;

export type SessionUser = Omit<Me, 'role'> & { role: Role };

export type Session = { status: 'loading' } | { status: 'guest' } | { status: 'signedIn'; user: SessionUser };

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Who is signed in, from `system.me`. A failed lookup counts as a guest: the login page is the way back in. */
export function useSession(): Session {
  const me = trpc.system.me.useQuery(undefined, { retry: false, staleTime: 60_000 });
  if (me.isPending) return { status: 'loading' };
  const data = me.data;
  if (!data || !isRole(data.role)) return { status: 'guest' };
  return { status: 'signedIn', user: { ...data, role: data.role } };
}
