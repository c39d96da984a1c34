import { PageContainer } from '../../components/layout/page-container.tsx';
import { ClipboardList, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanRequestStatus } from '../../../shared/schemas/meal-plans.ts';
import type { PlanRequest } from '../../../shared/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { RequestStatusBadge } from '../meal-plans/request-status-badge.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';

const STATUS_LABELS: Record<PlanRequestStatus, string> = {
  empty: 'Not requested',
  requesting: 'Waiting for the team',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * Meal Plan Requests (SPEC §2 MealplanRequests, admins): plans professionals paid the team to build, the
 * open ones first. The admin opens each in the planner, builds it, then approves or rejects it ("Plan
 * status updated"); the professional is emailed.
 */
export function RequestsPage() {
  const list = trpc.planRequests.list.useQuery();
  return (
    <PageContainer width="list">
      <title>{pageTitle('Meal Plan Requests')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Meal Plan Requests</h1>
        <p className="mt-1 text-neutral-600">
          Plans professionals asked the team to build. Open one in the planner, fill it, then approve it.
        </p>
      </div>
      {list.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading requests…</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : list.isError ? (
        <p className="text-red-700">{errorText(list.error)}</p>
      ) : list.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
          <ClipboardList className="size-8 text-neutral-400" aria-hidden />
          <p className="font-medium text-neutral-900">No requests yet</p>
          <p className="max-w-md text-sm text-neutral-600">
            When a professional pays for a plan made by the team, it appears here.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((request) => (
            <li key={request.planId}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function RequestCard({ request }: { request: PlanRequest }) {
  const utils = trpc.useUtils();
  const decide = trpc.planRequests.decide.useMutation(
    toastCallbacks(() => {
      void utils.planRequests.invalidate();
    }),
  );
  const headingId = `request-${request.planId}`;
  const open = request.status === 'requesting';
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-neutral-900">
            {request.planName}
          </h2>
          <p className="text-sm break-words text-neutral-600">
            {request.ownerName} ({request.ownerEmail}) · client {request.client} · {request.mealCount}{' '}
            {request.mealCount === 1 ? 'meal' : 'meals'} so far
          </p>
        </div>
        <RequestStatusBadge status={request.status} label={STATUS_LABELS[request.status]} />
      </div>
      <p className="rounded-lg bg-neutral-50 p-3 text-sm break-words whitespace-pre-line text-neutral-800">
        {request.brief || 'No brief given.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {open ? (
          <>
            <Button asChild variant="outline" size="sm" className="h-9">
              <Link to={`/meal-plans?mealplan=${request.planId}`}>
                <ExternalLink aria-hidden />
                Open in planner
              </Link>
            </Button>
            <Button
              size="sm"
              className="h-9"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ planId: request.planId, status: 'approved' })}
            >
              Approve
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="h-9"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ planId: request.planId, status: 'rejected' })}
            >
              Reject
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
