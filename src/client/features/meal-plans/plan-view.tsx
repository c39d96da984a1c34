import { Suspense } from 'react';
import { TRPCClientError } from '@trpc/client';
import { messages } from '../../../shared/messages.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { Loading, Skeleton, Skeletons } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { trpc } from '../../lib/trpc.ts';
import { NotSavedOffline } from '../../offline/not-saved-offline.tsx';

/**
 * The loaded plan (its header, tools, board, slots and day summaries) is its own chunk, asked for when the
 * planner's code runs: it arrives beside the folders, plan list and plan it shows, rather than before the
 * planner's first render (issue 15's budget, decision 048).
 */
const LoadedPlan = lazy(() => import('./loaded-plan.tsx').then((m) => ({ default: m.LoadedPlan })));
export const preloadLoadedPlan = LoadedPlan.preload;

export interface PlanViewProps {
  planId: string;
  energyUnit: EnergyUnit;
  layout: 'week' | 'day';
  settingsOpen: boolean;
  onSettingsOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  /**
   * The owner's own tools (the PDF, the public link, rename and delete): off for an admin building a
   * professional's requested plan, which stays the professional's (the server refuses them).
   */
  ownersTools?: boolean;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  );
}

/** One plan: its header and tools, and the week (a meal plan) or the recipes by meal type (a recipe plan). */
export function PlanView(props: PlanViewProps) {
  const query = trpc.mealPlans.get.useQuery({ id: props.planId });
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOffline />;
  if (query.isPending) return <PlanSkeleton layout={props.layout} />;
  if (query.isError) {
    return (
      <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
        <p className="font-medium text-neutral-900">
          {isNotFound(query.error) ? messages.noMealPlan : errorText(query.error)}
        </p>
        <p className="text-sm text-neutral-600">Choose another plan, or create one.</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<PlanSkeleton layout={props.layout} />}>
      <LoadedPlan {...props} plan={query.data} />
    </Suspense>
  );
}

export function PlanSkeleton({ layout }: { layout: 'week' | 'day' }) {
  return (
    <Loading label="Loading the plan…" className="grid gap-4">
      <div className="grid gap-2 rounded-2xl border border-neutral-200 bg-white p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-6 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      {layout === 'week' ? (
        <div className="grid grid-cols-[8rem_repeat(7,minmax(0,1fr))] gap-2 rounded-2xl border border-neutral-200 bg-white p-3">
          <Skeletons count={8} className="h-16" />
          <Skeletons count={8 * 3} className="h-36 rounded-xl" />
        </div>
      ) : (
        <div className="grid gap-3">
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeletons count={3} className="h-24 w-full rounded-xl" />
        </div>
      )}
    </Loading>
  );
}
