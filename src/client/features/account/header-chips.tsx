import { Badge } from '../../components/ui/badge.tsx';
import type { SessionUser } from '../auth/use-session.ts';
import { hasActiveSubscription, mealSlotsLabel, planLabel } from './entitlements.ts';
import { useMySubscription } from './use-my-subscription.ts';

/** Plan, meal slots and subscription status; the admin sees no slot or subscription chips (SPEC §2). */
export function HeaderChips({ user }: { user: SessionUser }) {
  const subscription = useMySubscription(user)?.subscription ?? null;
  const now = new Date();
  const active = hasActiveSubscription(user, subscription, now);
  return (
    <ul aria-label="Your plan" className="flex flex-wrap items-center gap-1.5">
      <li>
        <Badge variant="accent">{planLabel(user, subscription, now)}</Badge>
      </li>
      {user.role === 'admin' ? null : (
        <>
          <li>
            <Badge variant="secondary">Meal slots: {mealSlotsLabel(user.mealSlots)}</Badge>
          </li>
          <li>
            <Badge variant={active ? 'success' : 'destructive'}>
              {active ? 'Subscription active' : 'Subscription inactive'}
            </Badge>
          </li>
        </>
      )}
    </ul>
  );
}
