import { Badge } from '../../components/ui/badge.tsx';
import type { SessionUser } from '../auth/use-session.ts';
import { hasActiveSubscription, mealSlotsLabel, planLabel } from './entitlements.ts';
import { useMySubscription } from './use-my-subscription.ts';

/**
 * A chip's words: in full in the wide header's bar, shorter on the row of their own below 1024 px so the
 * chips keep to one line on a phone; a screen reader hears the full words at every width.
 */
function ChipText({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="max-lg:sr-only">{full}</span>
      <span className="lg:hidden" aria-hidden>
        {short}
      </span>
    </>
  );
}

const chipClass = 'max-lg:px-1.5 max-lg:text-[11px]/4';

/** Plan, meal slots and subscription status; the admin sees no slot or subscription chips (SPEC §2). */
export function HeaderChips({ user }: { user: SessionUser }) {
  const subscription = useMySubscription(user)?.subscription ?? null;
  const now = new Date();
  const active = hasActiveSubscription(user, subscription, now);
  const slots = mealSlotsLabel(user.mealSlots);
  return (
    <ul aria-label="Your plan" className="flex flex-wrap items-center gap-1.5">
      <li className="flex">
        <Badge variant="accent" className={chipClass}>
          {planLabel(user, subscription, now)}
        </Badge>
      </li>
      {user.role === 'admin' ? null : (
        <>
          <li className="flex">
            <Badge variant="secondary" className={chipClass}>
              <ChipText full={`Meal slots: ${slots}`} short={`Slots: ${slots}`} />
            </Badge>
          </li>
          <li className="flex">
            <Badge variant={active ? 'success' : 'destructive'} className={chipClass}>
              <ChipText
                full={active ? 'Subscription active' : 'Subscription inactive'}
                short={active ? 'Subscribed' : 'Not subscribed'}
              />
            </Badge>
          </li>
        </>
      )}
    </ul>
  );
}
