import { ShieldAlert } from 'lucide-react';
import type { MealConflict } from '../../../shared/safety/client-safety.ts';
import { cn } from '../../lib/cn.ts';
import { conflictHeadline, conflictsText } from './plan-safety.ts';

/**
 * How a meal or a recipe goes against the client's record: a red box, a line a conflict ("Contains
 * Peanuts", "Avoided: mushrooms") with its foods. `compact` (a week table's narrow cell) keeps the foods in
 * the title and for screen readers; otherwise they follow each line. Nothing when there is no conflict.
 */
export function MealConflictWarning({
  conflicts,
  compact = false,
  className,
}: {
  conflicts: readonly MealConflict[];
  compact?: boolean;
  className?: string;
}) {
  if (conflicts.length === 0) return null;
  return (
    <div
      className={cn(
        'grid gap-0.5 rounded-md border border-red-300 bg-red-50 px-1.5 py-1 text-xs text-red-900',
        className,
      )}
      title={conflictsText(conflicts)}
      data-meal-conflicts
    >
      <p className="sr-only">Goes against the client’s record:</p>
      <ul className="grid gap-0.5">
        {conflicts.map((conflict) => (
          <li
            key={conflict.kind === 'allergen' ? `a-${conflict.tag}` : `w-${conflict.word}`}
            className={cn('min-w-0', !compact && 'flex items-start gap-1')}
          >
            {/* In a narrow cell the icon sits in the text's line, so the words wrap under it, not beside. */}
            <ShieldAlert
              className={cn(
                'shrink-0 text-red-700',
                compact ? 'mr-0.5 inline size-3 align-[-0.125rem]' : 'mt-px size-3.5',
              )}
              aria-hidden
            />
            <span className="min-w-0">
              <span className="font-semibold">{conflictHeadline(conflict)}</span>
              {conflict.foods.length > 0 ? (
                <span className={cn('text-red-800', compact && 'sr-only')}>
                  {compact ? ': ' : ' · '}
                  {conflict.foods.join(', ')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
