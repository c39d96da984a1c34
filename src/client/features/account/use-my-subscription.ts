import { access, isAllowed } from '../../../shared/access.ts';
import type { MySubscription } from '../../../shared/schemas/billing.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SessionUser } from '../auth/use-session.ts';

/**
 * The signed-in subscriber's billing state (billing.mySubscription: the database's mirror of Stripe, no
 * call to Stripe), shared by the header chips, the app-wide dialogs and the Subscription screen through
 * the query cache. Undefined for the admin, and until it answers.
 */
export function useMySubscription(user: Pick<SessionUser, 'role' | 'status'>): MySubscription | undefined {
  const query = trpc.billing.mySubscription.useQuery(undefined, {
    enabled: isAllowed(user.role, access.subscription) && user.status === 'active',
  });
  return query.data;
}
