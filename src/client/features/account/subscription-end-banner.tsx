import { CalendarClock } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { formatDate } from '../../lib/format.ts';
import type { SessionUser } from '../auth/use-session.ts';

/** "You have an active subscription only until {date}", when the user's end date should be shown. */
export function SubscriptionEndBanner({ user }: { user: SessionUser }) {
  if (!user.showSubscriptionEndDate || !user.subscriptionEndDate) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-center text-sm text-amber-900"
    >
      <CalendarClock className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
      {messages.activeSubscriptionUntil} {formatDate(user.subscriptionEndDate)}.
    </div>
  );
}
