import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { InfoDialog } from '../../components/ui/dialog.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SessionUser } from '../auth/use-session.ts';
import { showsTrialExpired } from './entitlements.ts';
import { useMySubscription } from './use-my-subscription.ts';

/**
 * SPEC §2, §4: once the free trial has ended and expiredPopUp is set, this dialog opens on every screen
 * until the user chooses Subscribe, which goes to Subscription and clears the flag on the server. Closing
 * it only hides it until the next visit.
 */
export function TrialExpiredDialog({ user }: { user: SessionUser }) {
  const state = useMySubscription(user);
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const dismiss = trpc.users.dismissTrialExpired.useMutation({
    onSettled: () => utils.auth.me.invalidate(),
  });
  // Wait for the subscription: a trial that became a paid subscription shows no dialog.
  const open = !closed && state !== undefined && showsTrialExpired(user, state.subscription, new Date());
  function subscribe() {
    setClosed(true);
    dismiss.mutate();
    void navigate('/subscription');
  }
  return (
    <InfoDialog
      open={open}
      onOpenChange={(next) => !next && setClosed(true)}
      alert
      title="Your free trial has ended"
      description={
        <>
          {user.trialEnd ? `Your 7-day free trial ended on ${formatDate(user.trialEnd)}. ` : null}
          Subscribe to keep making meal plans, recipe eBooks and downloads.
        </>
      }
      closeLabel="Not now"
      action={<Button onClick={subscribe}>Subscribe</Button>}
    />
  );
}
