import { Badge } from '../../components/ui/badge.tsx';
import type { SessionUser } from '../auth/use-session.ts';
import { hasActiveSubscription, mealSlotsLabel, planLabel } from './entitlements.ts';

/** Plan, meal slots and subscription status; the admin sees no slot or subscription chips (SPEC §2). */
export function HeaderChips({ user }: { user: SessionUser }) {
  const active = hasActiveSubscription(user);
  return (
    <ul aria-label="Your plan" className="flex flex-wrap items-center gap-1.5">
      <li>
        <Badge variant="accent">{planLabel(user)}</Badge>
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
