import type { PlanRequestStatus } from '../../../shared/schemas/meal-plans.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** A plan's request (SPEC §4 requestStatus) as its owner reads it; an unrequested plan shows nothing. */
export const REQUEST_STATUS_LABELS: Record<Exclude<PlanRequestStatus, 'empty'>, string> = {
  requesting: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REQUEST_STATUS_VARIANTS = {
  empty: 'secondary',
  requesting: 'accent',
  approved: 'success',
  rejected: 'destructive',
} as const satisfies Record<PlanRequestStatus, string>;

/** "Requested", "Approved" or "Rejected" beside a plan the team was asked to build. */
export function RequestStatusBadge({ status, label }: { status: PlanRequestStatus; label?: string }) {
  if (status === 'empty') return null;
  return (
    <Badge variant={REQUEST_STATUS_VARIANTS[status]} title="Meal plan request">
      {label ?? REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
