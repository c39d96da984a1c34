import { eq, sql } from 'drizzle-orm';
import { preparedFor } from '../../db/prepared.ts';
import { homePathFor } from '../../../shared/access.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import type { Me } from '../../../shared/schemas/auth.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';

/** The browser's view of a user: what the shell, its guards and its header chips need. */
export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
    energyUnit: user.energyUnit,
    mealSlots: user.mealSlots,
    downloadCredits: user.downloadCredits,
    freeTrial: user.freeTrial,
    trialEnd: user.trialEnd,
    freeTrialPopUp: user.freeTrialPopUp,
    expiredPopUp: user.expiredPopUp,
    isStudent: user.isStudent,
    emailVerified: user.emailVerifiedAt != null,
    subscriptionEndDate: user.subscriptionEndDate,
    showSubscriptionEndDate: user.showSubscriptionEndDate,
    brandColor: user.brandColor,
    photoUrl: user.photo ? `/files/${user.photo}` : null,
  };
}

/** auth.me's read, which every screen makes: its SQL built once (db/prepared.ts). */
const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('me_user_by_id'),
);

/** Who is signed in, pending accounts included: the browser shows them the pending screen. */
export async function getMe(ctx: Pick<Context, 'db' | 'actor'>): Promise<Me | null> {
  if (!ctx.actor) return null;
  const [user] = await userById(ctx.db).execute({ id: ctx.actor.id });
  return user ? toMe(user) : null;
}

export interface SignedIn<K extends MessageKey> {
  me: Me;
  /** Where the browser goes next (SPEC §4 login redirects). */
  redirectTo: string;
  messageKey: K;
}

export function signedIn<K extends MessageKey>(user: UserRow, messageKey: K): SignedIn<K> {
  return { me: toMe(user), redirectTo: homePathFor(user.role), messageKey };
}
