import { useId, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string | null;
  fieldClassName?: string;
}

/** A labelled native select: the phone's own picker on mobile, with the error text under it. */
export function SelectField({
  label,
  error,
  fieldClassName,
  className,
  id,
  children,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={selectId}>{label}</Label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-11 w-full appearance-none rounded-lg border border-neutral-300 bg-white pr-9 pl-3 text-base text-neutral-900 shadow-xs sm:h-10 sm:text-sm',
            'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
            'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-70 aria-invalid:border-red-600',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
          aria-hidden
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
