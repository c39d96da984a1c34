import { useId } from 'react';
import { cn } from '../lib/cn.ts';

/** Bar colours of the theme; a chart that compares like with like uses one, states may use several. */
export type BarTone = 'brand' | 'accent' | 'amber' | 'red' | 'neutral';

/** The fill of each tone, for a legend or key beside a chart. */
export const BAR_TONE_CLASSES: Record<BarTone, string> = {
  brand: 'bg-brand-500',
  accent: 'bg-accent-500',
  amber: 'bg-amber-400',
  red: 'bg-red-500',
  neutral: 'bg-neutral-400',
};

export interface BarDatum {
  /** Unique within the chart. */
  key: string;
  label: string;
  value: number;
  tone?: BarTone;
}

export interface BarChartProps {
  /** What the chart shows: its caption, and its name for screen readers. */
  title: string;
  /** Show the title to screen readers only, when a heading beside the chart already says it. */
  hideTitle?: boolean;
  data: readonly BarDatum[];
  /** Horizontal: a row per bar, the label above it (long names, any number of bars). Vertical: columns. */
  orientation?: 'horizontal' | 'vertical';
  /** The value as text beside its bar; whole numbers with separators by default. */
  formatValue?: (value: number) => string;
  /** The value a full-length bar stands for; the largest value by default. */
  max?: number;
  /** The colour of bars that name none of their own. */
  tone?: BarTone;
  className?: string;
}

const numberFormat = new Intl.NumberFormat();

/**
 * A bar chart drawn with HTML and CSS: every label and value is real text, in a list a screen reader reads
 * as "Published, 248", so the chart needs no separate table to be accessible, and it reflows from a phone
 * to a desktop without measuring anything. The bars themselves are decoration.
 */
export function BarChart({
  title,
  hideTitle = false,
  data,
  orientation = 'horizontal',
  formatValue = (value) => numberFormat.format(value),
  max,
  tone = 'brand',
  className,
}: BarChartProps) {
  const titleId = useId();
  const scale = Math.max(max ?? 0, ...data.map((datum) => datum.value), 0);
  /** The share of the full length, in percent; a value above 0 always shows a sliver. */
  const share = (value: number) => (scale > 0 && value > 0 ? Math.max((value / scale) * 100, 1.5) : 0);
  return (
    // One column no wider than the figure: a long label is cut short, not widening the page.
    <figure aria-labelledby={titleId} className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', className)}>
      <figcaption id={titleId} className={hideTitle ? 'sr-only' : 'text-sm font-medium text-neutral-700'}>
        {title}
      </figcaption>
      {orientation === 'horizontal' ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {data.map((datum) => (
            <li key={datum.key} className="grid grid-cols-[minmax(0,1fr)] gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-neutral-800" title={datum.label}>
                  {datum.label}
                </span>
                <span className="shrink-0 font-semibold text-neutral-900 tabular-nums">
                  <span className="sr-only">: </span>
                  {formatValue(datum.value)}
                </span>
              </div>
              <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-neutral-100">
                <div
                  className={cn('h-full rounded-full', BAR_TONE_CLASSES[datum.tone ?? tone])}
                  style={{ width: `${share(datum.value)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid auto-cols-fr grid-flow-col grid-rows-1">
          {data.map((datum) => (
            <li key={datum.key} className="flex min-w-0 flex-col">
              {/* First for screen readers ("Published: 248"), last on screen, under the bar. */}
              <span
                className="order-last mt-1.5 truncate px-0.5 text-center text-[0.6875rem] font-medium text-neutral-600 sm:text-xs"
                title={datum.label}
              >
                {datum.label}
                <span className="sr-only">: </span>
              </span>
              <div className="flex h-52 flex-col items-center justify-end gap-1 border-b border-neutral-300 px-0.5 sm:px-2">
                <span className="text-sm font-semibold text-neutral-900 tabular-nums">
                  {formatValue(datum.value)}
                </span>
                <div
                  aria-hidden
                  className={cn('w-full max-w-16 rounded-t-md', BAR_TONE_CLASSES[datum.tone ?? tone])}
                  style={{ height: `${share(datum.value) * 0.8}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
