import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ReportList, ReportStatusTabs } from '../reports/report-list.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

type Status = 'pending' | 'closed';

/**
 * The Reports screen's marketplace reports: plans users reported, pending and closed, newest first. The
 * admin closes a report, or takes the listing down for everyone (copies already made stay), which closes
 * every pending report of it.
 */
export function ListingReportsPanel() {
  const [status, setStatus] = useState<Status>('pending');
  const [takingDown, setTakingDown] = useState<{ listingId: string; name: string } | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.marketplace.reports.useInfiniteQuery(
    { status },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const close = trpc.marketplace.closeReport.useMutation(
    toastCallbacks(() => {
      void utils.marketplace.reports.invalidate();
    }),
  );
  const takeDown = trpc.marketplace.moderate.useMutation(
    toastCallbacks(() => {
      setTakingDown(null);
      void utils.marketplace.invalidate();
    }),
  );
  const items = (list.data?.pages ?? []).flatMap((page) => page.items);
  const byId = new Map(items.map((report) => [report.id, report]));
  const reports = items.map((report) => ({
    id: report.id,
    subject: (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{report.listingName}</span>
        <span className="text-sm font-normal text-neutral-600">by {report.ownerName}</span>
        {report.listingStatus === 'listed' ? null : <Badge variant="secondary">Off the marketplace</Badge>}
      </span>
    ),
    subjectName: report.listingName,
    message: report.message,
    reportedBy: report.reportedBy,
    createdAt: report.createdAt,
    doneAt: report.closedAt,
  }));
  return (
    <div className="grid gap-4">
      <ReportStatusTabs
        value={status}
        onChange={setStatus}
        labels={{ pending: 'Pending', closed: 'Closed' }}
      />
      <ReportList
        label={status === 'pending' ? 'Pending marketplace reports' : 'Closed marketplace reports'}
        query={list}
        reports={reports}
        doneWord="Closed"
        empty={
          status === 'pending'
            ? 'No reports are waiting. When someone reports a plan on the marketplace, it shows up here.'
            : 'No closed reports yet. Close a report, or take its plan down, once you have looked at it.'
        }
        actions={[
          {
            label: 'Take down',
            labelFor: (name) => `Take ${name} off the marketplace`,
            icon: Ban,
            destructive: true,
            busy: takeDown.isPending,
            appliesTo: (id) => byId.get(id)?.listingStatus === 'listed',
            run: (id) => {
              const report = byId.get(id);
              if (report) setTakingDown({ listingId: report.listingId, name: report.listingName });
            },
          },
          {
            label: 'Close report',
            labelFor: (name) => `Close the report on ${name}`,
            busy: close.isPending,
            run: (reportId) => close.mutate({ reportId }),
          },
        ]}
      />
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
    </div>
  );
}
