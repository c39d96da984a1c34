import { TitledPage } from '../../components/layout/titled-page.tsx';
import { QueryList } from '../../components/list-parts.tsx';
import { EmptyCard } from '../../components/table-empty-card.tsx';
import { ClipboardList, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanRequestStatus } from '../../../shared/schemas/meal-plans.ts';
import type { PlanRequest } from '../../../shared/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { trpc } from '../../lib/trpc.ts';
import { RequestStatusBadge } from '../meal-plans/request-status-badge.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';

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
    <TitledPage
      width="list"
      title="Meal Plan Requests"
      description="Plans professionals asked the team to build. Open one in the planner, fill it, then approve it."
    >
      <QueryList
        query={list}
        items={(requests) => requests}
        loading={{
          label: 'Loading requests…',
          rows: 2,
          rowClassName: 'h-28 rounded-2xl',
          className: 'grid gap-3',
        }}
        empty={
          <EmptyCard
            icon={ClipboardList}
            title="No requests yet"
            hint="When a professional pays for a plan made by the team, it appears here."
          />
        }
      >
        {(requests) => (
          <ul className="grid gap-3">
            {requests.map((request) => (
              <li key={request.planId}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </TitledPage>
  );
}

/** The admin's two answers to an open request. */
const DECISIONS = [
  { status: 'approved', label: 'Approve', variant: undefined },
  { status: 'rejected', label: 'Reject', variant: 'outline' },
] as const;

function RequestCard({ request }: { request: PlanRequest }) {
  const decide = trpc.planRequests.decide.useMutation(useChangeCallbacks(['planRequests']));
  const open = request.status === 'requesting';
  return (
    <NamedCard className="grid gap-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <NamedCardTitle className="break-words">{request.planName}</NamedCardTitle>
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
            {DECISIONS.map((decision) => (
              <Button
                key={decision.status}
                variant={decision.variant}
                size="sm"
                className="h-9"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ planId: request.planId, status: decision.status })}
              >
                {decision.label}
              </Button>
            ))}
          </>
        ) : null}
      </div>
    </NamedCard>
  );
}
