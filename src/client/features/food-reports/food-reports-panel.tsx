import { useState } from 'react';
import { Check } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';

type Status = 'pending' | 'resolved';
type FoodReport = RouterOutputs['foodReports']['list']['items'][number];

/** The Reports screen's food reports: pending and resolved, newest first, 20 a page; resolve a pending one. */
export function FoodReportsPanel() {
  const [status, setStatus] = useState<Status>('pending');
  return (
    <div className="grid gap-4">
      <Tabs value={status} onValueChange={(value) => setStatus(value as Status)}>
        <TabsList aria-label="Report status">
          <TabsTrigger value="pending">Pending</TabsTrigger>
          <TabsTrigger value="resolved">Resolved</TabsTrigger>
        </TabsList>
      </Tabs>
      <FoodReportList status={status} />
    </div>
  );
}

function FoodReportList({ status }: { status: Status }) {
  const list = trpc.foodReports.list.useInfiniteQuery(
    { status },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  if (list.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading reports…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) return <p className="text-red-700">{errorText(list.error)}</p>;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
        {status === 'pending'
          ? 'No reports are waiting. When someone reports a problem with a food, it shows up here.'
          : 'No resolved reports yet. Resolve a pending report once its food is fixed.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <ul
        className="grid gap-3"
        aria-label={status === 'pending' ? 'Pending food reports' : 'Resolved food reports'}
      >
        {items.map((report) => (
          <FoodReportItem key={report.id} report={report} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

function FoodReportItem({ report }: { report: FoodReport }) {
  const utils = trpc.useUtils();
  const resolve = trpc.foodReports.resolve.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      void utils.foodReports.list.invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <li className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-neutral-900">{report.foodName}</h3>
          {report.status === 'resolved' ? <Badge variant="success">Resolved</Badge> : null}
        </div>
        <p className="whitespace-pre-line break-words text-neutral-800">{report.message}</p>
        <p className="text-sm text-neutral-600">
          Reported by {report.reportedBy ?? 'a deleted account'} on {formatDate(report.createdAt)}
          {report.resolvedAt ? ` · resolved on ${formatDate(report.resolvedAt)}` : ''}
        </p>
      </div>
      {report.status === 'pending' ? (
        <Button
          variant="outline"
          className="justify-self-start sm:justify-self-end"
          disabled={resolve.isPending}
          aria-label={`Mark the report on ${report.foodName} as resolved`}
          onClick={() => resolve.mutate({ reportId: report.id })}
        >
          <Check aria-hidden />
          Mark as resolved
        </Button>
      ) : null}
    </li>
  );
}
