import { useState } from 'react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc.ts';
import { ReportList, ReportStatusTabs } from '../reports/report-list.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';

type Status = 'pending' | 'closed';

/** The Reports screen's recipe reports: pending and closed, newest first; close a pending one. */
export function RecipeReportsPanel() {
  const [status, setStatus] = useState<Status>('pending');
  const utils = trpc.useUtils();
  const list = trpc.recipes.reports.useInfiniteQuery(
    { status },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const close = trpc.recipes.closeReport.useMutation(
    toastCallbacks(() => {
      void utils.recipes.reports.invalidate();
    }),
  );
  const reports = (list.data?.pages ?? []).flatMap((page) =>
    page.items.map((report) => ({
      id: report.id,
      subject: (
        <Link to={`/recipes/${report.recipeId}`} className="underline-offset-2 hover:underline">
          {report.recipeName}
        </Link>
      ),
      subjectName: report.recipeName,
      message: report.message,
      reportedBy: report.reportedBy,
      createdAt: report.createdAt,
      doneAt: report.closedAt,
    })),
  );
  return (
    <div className="grid gap-4">
      <ReportStatusTabs
        value={status}
        onChange={setStatus}
        labels={{ pending: 'Pending', closed: 'Closed' }}
      />
      <ReportList
        label={status === 'pending' ? 'Pending recipe reports' : 'Closed recipe reports'}
        query={list}
        reports={reports}
        doneWord="Closed"
        empty={
          status === 'pending'
            ? 'No reports are waiting. When someone reports a problem with a recipe, it shows up here.'
            : 'No closed reports yet. Close a pending report once its recipe is fixed.'
        }
        actions={[
          {
            label: 'Close report',
            labelFor: (name) => `Close the report on ${name}`,
            busy: close.isPending,
            run: (reportId) => close.mutate({ reportId }),
          },
        ]}
      />
    </div>
  );
}
