import { Progress } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

export interface UploadProgressProps {
  /** 0 to 100. */
  value: number;
  /** What is being uploaded, e.g. the file name. */
  label: string;
  className?: string;
}

export function UploadProgress({ value, label, className }: UploadProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate text-neutral-700">{label}</span>
        <span className="font-semibold text-neutral-900 tabular-nums" aria-hidden>
          {percent}%
        </span>
      </div>
      <Progress.Root
        value={percent}
        aria-label={label}
        getValueLabel={(current, max) => `${Math.round((current / max) * 100)}%`}
        className="relative h-2.5 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <Progress.Indicator
          className="h-full w-full rounded-full bg-brand-500 transition-transform duration-300"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
