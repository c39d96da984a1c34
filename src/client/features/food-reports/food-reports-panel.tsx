import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ReportList, ReportStatusTabs } from '../reports/report-list.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';

type Status = 'pending' | 'resolved';

/** The Reports screen's food reports: pending and resolved, newest first, 20 a page; resolve a pending one. */
export function FoodReportsPanel() {
  const [status, setStatus] = useState<Status>('pending');
  const utils = trpc.useUtils();
  const list = trpc.foodReports.list.useInfiniteQuery(
    { status },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const resolve = trpc.foodReports.resolve.useMutation(
    toastCallbacks(() => {
      void utils.foodReports.list.invalidate();
    }),
  );
  const reports = (list.data?.pages ?? []).flatMap((page) =>
    page.items.map((report) => ({
      id: report.id,
      subject: report.foodName,
      subjectName: report.foodName,
      message: report.message,
      reportedBy: report.reportedBy,
      createdAt: report.createdAt,
      doneAt: report.resolvedAt,
    })),
  );
  return (
    <div className="grid gap-4">
      <ReportStatusTabs
        value={status}
        onChange={setStatus}
        labels={{ pending: 'Pending', resolved: 'Resolved' }}
      />
      <ReportList
        label={status === 'pending' ? 'Pending food reports' : 'Resolved food reports'}
        query={list}
        reports={reports}
        doneWord="Resolved"
        empty={
          status === 'pending'
            ? 'No reports are waiting. When someone reports a problem with a food, it shows up here.'
            : 'No resolved reports yet. Resolve a pending report once its food is fixed.'
        }
        actions={[
          {
            label: 'Mark as resolved',
            labelFor: (name) => `Mark the report on ${name} as resolved`,
            busy: resolve.isPending,
            run: (reportId) => resolve.mutate({ reportId }),
          },
        ]}
      />
    </div>
  );
}
