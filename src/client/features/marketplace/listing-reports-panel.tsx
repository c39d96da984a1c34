import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { LISTING_REPORTS } from '../reports/report-kinds.tsx';
import { ReportsPanel } from '../reports/report-list.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';
import { TakenDownListings } from './taken-down-listings.tsx';

/**
 * The Reports screen's marketplace reports: plans users reported, pending and closed, newest first. The
 * admin closes a report, or takes the listing down for everyone (copies already made stay), which closes
 * every pending report of it; taken-down plans are listed below, to restore.
 */
export function ListingReportsPanel() {
  const [takingDown, setTakingDown] = useState<{ listingId: string; name: string } | null>(null);
  const takeDown = trpc.marketplace.moderate.useMutation(
    useChangeCallbacks(['marketplace'], () => setTakingDown(null)),
  );
  return (
    <ReportsPanel
      kind={LISTING_REPORTS}
      moreActions={[
        {
          label: 'Take down',
          labelFor: (name) => `Take ${name} off the marketplace`,
          icon: Ban,
          destructive: true,
          busy: takeDown.isPending,
          appliesTo: (report) => report.listingStatus === 'listed',
          run: (report) => setTakingDown({ listingId: report.listingId, name: report.listingName }),
        },
      ]}
    >
      <Dialog open={takingDown !== null} onOpenChange={(open) => !open && setTakingDown(null)}>
        {takingDown ? (
          <ConfirmDialogContent
            title={`Take “${takingDown.name}” off the marketplace?`}
            description="Nobody will find, rate or copy it any more. Copies already made stay with their owners, and the plan’s pending reports are closed."
            confirmLabel="Take down"
            pending={takeDown.isPending}
            onConfirm={() => takeDown.mutate({ listingId: takingDown.listingId })}
          />
        ) : null}
      </Dialog>
      <TakenDownListings />
    </ReportsPanel>
  );
}
