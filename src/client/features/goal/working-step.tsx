import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';

interface WorkingStepProps {
  label: string;
  /** How the step's number is reached. */
  detail: string;
  /** Tighter rows with smaller detail, for a calculator inside a dialog. */
  compact?: boolean;
  children: ReactNode;
}

/** One step of an energy working: what it is and how it is reached, with its number on the right. */
export function WorkingStep({ label, detail, compact = false, children }: WorkingStepProps) {
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-3 border-b border-neutral-100 last:border-0',
        compact ? 'py-2' : 'py-2.5',
      )}
    >
      <div className="min-w-0">
        <p className="font-medium text-neutral-900">{label}</p>
        <p className={cn('text-neutral-600', compact && 'text-xs')}>{detail}</p>
      </div>
      <p className="shrink-0 text-right font-semibold whitespace-nowrap text-neutral-900 tabular-nums">
        {children}
      </p>
    </li>
  );
}

/** The warning over a working whose body mass index is far too low for a weight-loss target. */
export function UnderweightAlert({ className }: { className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950',
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      {messages.severelyUnderweight}
    </p>
  );
}
