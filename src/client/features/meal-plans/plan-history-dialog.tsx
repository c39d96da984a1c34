import { useState } from 'react';
import { ChevronLeft, ChevronRight, History, LoaderCircle, Lock, RotateCcw } from 'lucide-react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  PLAN_VERSION_LABELS,
  PLAN_VERSIONS_KEPT,
  type PlanVersionSummary,
} from '../../../shared/schemas/plan-versions.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { Loading, Skeletons } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { dayName, formatServes, MEAL_TYPE_LABELS } from './plan-grid.ts';
import { versionMealsByDay } from './plan-history.ts';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Before balancing a day (Wednesday)": why a version was kept. */
function versionLabel(version: Pick<PlanVersionSummary, 'reason' | 'day'>): string {
  const label = PLAN_VERSION_LABELS[version.reason];
  return version.day === null ? label : `${label} (${dayName(version.day)})`;
}

const mealsText = (count: number) => (count === 1 ? '1 meal' : `${count} meals`);

/**
 * The plan's History (issue 30 point 5): its kept versions, newest first; one of them to look at, its meals
 * by day; and "Restore this version", after asking. The plan as it is before a restore is kept as a version
 * too, so the restore can be undone.
 */
export function PlanHistoryDialog({
  open,
  onOpenChange,
  plan,
  energyUnit,
  restoring,
  onRestore,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: { id: string; name: string };
  energyUnit: EnergyUnit;
  restoring: boolean;
  /** Restores the version; `onDone` runs once it has. */
  onRestore: (versionId: string, onDone: () => void) => void;
}) {
  const [versionId, setVersionId] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setVersionId(null);
      }}
    >
      <DialogContent className="flex max-w-2xl flex-col text-left">
        {open && versionId === null ? (
          <VersionList planId={plan.id} planName={plan.name} onOpen={setVersionId} />
        ) : null}
        {open && versionId !== null ? (
          <VersionView
            planId={plan.id}
            versionId={versionId}
            energyUnit={energyUnit}
            restoring={restoring}
            onBack={() => setVersionId(null)}
            onRestore={() =>
              onRestore(versionId, () => {
                setVersionId(null);
                onOpenChange(false);
              })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function VersionList({
  planId,
  planName,
  onOpen,
}: {
  planId: string;
  planName: string;
  onOpen: (versionId: string) => void;
}) {
  const versions = trpc.mealPlans.versions.useQuery({ planId });
  return (
    <>
      <DialogHeading
        title="History"
        description={
          <>
            Earlier versions of <span className="font-medium text-neutral-900">{planName}</span>, the newest
            first: one is kept before each generation, balanced day, restore and change of settings (the last{' '}
            {PLAN_VERSIONS_KEPT}).
          </>
        }
      />
      {versions.isPending ? (
        <Loading label="Loading the plan’s history…" className="grid gap-2">
          <Skeletons count={4} className="h-14 rounded-xl" />
        </Loading>
      ) : versions.isError ? (
        <p className="text-red-700">{errorText(versions.error)}</p>
      ) : versions.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-600">
          No earlier versions yet. One is kept each time the plan is generated, a day is balanced or the
          settings change.
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label="Versions">
          {versions.data.map((version) => (
            <li key={version.id}>
              <button
                type="button"
                onClick={() => onOpen(version.id)}
                className="flex w-full items-center gap-3 rounded-xl border border-neutral-200 px-3 py-2.5 text-left hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <History className="size-4 shrink-0 text-neutral-500" aria-hidden />
                <span className="grid min-w-0 flex-1">
                  <span className="font-medium break-words text-neutral-900">{versionLabel(version)}</span>
                  <span className="text-sm text-neutral-600">
                    {whenFormat.format(version.createdAt)} · {mealsText(version.mealCount)}
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogActions backLabel="Close" />
    </>
  );
}

function VersionView({
  planId,
  versionId,
  energyUnit,
  restoring,
  onBack,
  onRestore,
}: {
  planId: string;
  versionId: string;
  energyUnit: EnergyUnit;
  restoring: boolean;
  onBack: () => void;
  onRestore: () => void;
}) {
  const version = trpc.mealPlans.version.useQuery({ planId, versionId });
  const [confirming, setConfirming] = useState(false);
  const data = version.data;
  return (
    <>
      <DialogHeading
        title={data ? versionLabel(data) : 'Version'}
        description={
          data
            ? [
                whenFormat.format(data.createdAt),
                mealsText(data.mealCount),
                data.energyTargetKj === null
                  ? 'no energy target'
                  : `target ${formatNutrient('energyKj', data.energyTargetKj, energyUnit)}`,
              ].join(' · ')
            : 'Loading…'
        }
      />
      {version.isPending ? (
        <Loading label="Loading the version…" className="grid gap-2">
          <Skeletons count={3} className="h-20 rounded-xl" />
        </Loading>
      ) : version.isError ? (
        <p className="text-red-700">{errorText(version.error)}</p>
      ) : (
        <VersionMeals meals={version.data.meals} />
      )}
      {confirming ? (
        <div
          role="alert"
          className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p>
            <span className="font-semibold">Restore this version?</span> The plan’s meals and settings become
            this version’s. The plan as it is now is kept in the History, so Undo brings it back.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button needsConnection onClick={onRestore} disabled={restoring}>
              {restoring ? <LoaderCircle className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
              {restoring ? 'Restoring…' : 'Restore'}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ChevronLeft aria-hidden />
          All versions
        </Button>
        {confirming ? null : (
          <Button needsConnection onClick={() => setConfirming(true)} disabled={!data}>
            <RotateCcw aria-hidden />
            Restore this version
          </Button>
        )}
      </div>
    </>
  );
}

function VersionMeals({ meals }: { meals: Parameters<typeof versionMealsByDay>[0] }) {
  const days = versionMealsByDay(meals);
  if (days.length === 0) {
    return <p className="text-sm text-neutral-600">This version has no meals.</p>;
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {days.map(({ day, meals: dayMeals }) => (
        <section key={day} aria-label={dayName(day)} className="rounded-xl border border-neutral-200 p-3">
          <h3 className="mb-1.5 text-sm font-semibold text-neutral-900">{dayName(day)}</h3>
          <ul className="grid gap-1 text-sm">
            {dayMeals.map((meal, index) => (
              <li
                key={`${meal.mealType}-${index}`}
                className="flex min-w-0 flex-wrap items-baseline gap-x-1.5"
              >
                <span className="text-neutral-600">{MEAL_TYPE_LABELS[meal.mealType]}:</span>
                <span className="min-w-0 font-medium break-words text-neutral-900">
                  {/* A "no meal" slot, or a recipe deleted since (restoring leaves its slot empty). */}
                  {meal.recipeName ?? <span className="font-normal text-neutral-500 italic">No recipe</span>}
                </span>
                {meal.recipeName !== null && meal.serves !== 1 ? (
                  <span className="text-neutral-600 tabular-nums">× {formatServes(meal.serves)}</span>
                ) : null}
                {meal.locked ? (
                  <Lock className="size-3.5 self-center text-neutral-500" aria-label="Locked" />
                ) : null}
                {meal.customised ? <Badge variant="outline">Customised</Badge> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
