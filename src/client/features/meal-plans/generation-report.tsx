import { CircleCheck, LoaderCircle, Scale, TriangleAlert, Undo2, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { dayName, dayShortName } from './plan-grid.ts';
import { reportHeadline, reportOutcome } from './plan-history.ts';
import type { PlanReport } from './use-plan-mutations.ts';

const TITLES: Record<PlanReport['kind'], string> = {
  generate: 'Plan generated',
  balanceDay: 'Day re-solved',
  restore: 'Version restored',
  undo: 'Change undone',
};

const percent = (value: number) => `${Math.round(value)} %`;

/**
 * What the last generation, balanced day, restore or undo came to (issue 30 points 2 and 5): the days
 * within 5 % of every target, and for each day that is not, what keeps it from them (the server's
 * bindings). "Undo" here does what the toast's does, for as long as the report shows.
 */
export function GenerationReport({
  report,
  onUndo,
  undoing,
  onDismiss,
}: {
  report: PlanReport;
  onUndo: () => void;
  undoing: boolean;
  onDismiss: () => void;
}) {
  const { met, notMet } = reportOutcome(report.days);
  const allMet = notMet.length === 0;
  const Icon = allMet ? CircleCheck : TriangleAlert;
  return (
    <section
      aria-label="What the last change did"
      className={cn(
        'grid gap-2 rounded-2xl border p-4 text-sm',
        allMet
          ? 'border-brand-300 bg-brand-50 text-brand-950'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={cn('mt-0.5 size-5 shrink-0', allMet ? 'text-brand-700' : 'text-amber-700')}
          aria-hidden
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <p role="status" className="font-semibold break-words">
            {TITLES[report.kind]}
            {report.days.length > 0 ? `: ${reportHeadline(report.days)}` : ''}
          </p>
          {met.length > 0 && report.days.length > 1 ? (
            <p>
              <span className="font-medium">Within 5 %:</span>{' '}
              {met.map((day) => (
                <abbr key={day} title={dayName(day)} className="mr-1.5 no-underline">
                  {dayShortName(day)}
                </abbr>
              ))}
            </p>
          ) : null}
          {report.missingRecipes > 0 ? (
            <p>
              {report.missingRecipes === 1
                ? '1 meal’s recipe was deleted since that version was kept: its slot is left empty.'
                : `${report.missingRecipes} meals’ recipes were deleted since that version was kept: their slots are left empty.`}
            </p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0 items-center gap-1">
          <Button needsConnection variant="outline" size="sm" onClick={onUndo} disabled={undoing}>
            {undoing ? <LoaderCircle className="animate-spin" aria-hidden /> : <Undo2 aria-hidden />}
            Undo
          </Button>
          <Button variant="ghost" size="sm" className="size-8 px-0" aria-label="Dismiss" onClick={onDismiss}>
            <X aria-hidden />
          </Button>
        </div>
      </div>
      {notMet.length > 0 ? (
        <ul className="grid gap-2 pl-8" aria-label="Days not within 5 % of every target">
          {notMet.map((day) => (
            <li key={day.day} className="grid gap-0.5">
              <p>
                <span className="font-semibold">{dayName(day.day)}</span>: {percent(day.worstErrorPercent)}{' '}
                from a target at most
              </p>
              {day.binding.length > 0 ? (
                <ul className="grid list-disc gap-0.5 pl-5">
                  {day.binding.map((binding, index) => (
                    <li key={index} className="break-words">
                      {binding.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * "Balance this day" (issue 30 point 3): re-solves one day around its locked and customised meals. In the
 * week's day header an icon button named for its day; in the phone's day view with its words.
 */
export function BalanceDayButton({
  day,
  compact,
  balancing,
  disabled,
  onBalance,
}: {
  day: number;
  compact: boolean;
  /** This day is being balanced now. */
  balancing: boolean;
  disabled: boolean;
  onBalance: (day: number) => void;
}) {
  const icon = balancing ? <LoaderCircle className="animate-spin" aria-hidden /> : <Scale aria-hidden />;
  if (compact) {
    return (
      <Button
        needsConnection
        variant="ghost"
        size="sm"
        className="size-8 shrink-0 px-0"
        aria-label={`Balance ${dayName(day)}`}
        title={`Balance ${dayName(day)}: choose its meals and serves again around its locked meals to meet the targets`}
        disabled={disabled}
        onClick={() => onBalance(day)}
      >
        {icon}
      </Button>
    );
  }
  return (
    <Button
      needsConnection
      variant="outline"
      size="sm"
      title="Choose this day’s meals and serves again around its locked meals to meet the targets"
      disabled={disabled}
      onClick={() => onBalance(day)}
    >
      {icon}
      {balancing ? 'Balancing…' : 'Balance this day'}
    </Button>
  );
}
