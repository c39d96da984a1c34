import { createContext, use } from 'react';
import type { SessionUser } from './use-session.ts';

/** The signed-in user inside the shell; the shell's guard provides it once `auth.me` has answered. */
export const CurrentUserContext = createContext<SessionUser | null>(null);

export function useCurrentUser(): SessionUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is only available on screens inside the signed-in shell.');
  return user;
}
