import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from './field-frame.tsx';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends ComponentProps<'select'>, Omit<FieldFrameProps, 'id'> {
  /** The choices, after any options given as children (such as a blank "Choose…" first). */
  options?: readonly SelectOption[];
}

/** A labelled native select: the phone's own picker on mobile, with its hint and error text under it. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = splitFrameProps(props);
  const { className, children, options, ...selectProps } = control;
  return (
    <FieldFrame {...frame}>
      {(ids) => (
        <div className="relative">
          <select
            {...ids}
            className={cn(
              'h-11 w-full appearance-none rounded-lg border border-neutral-300 bg-white pr-9 pl-3 text-base text-neutral-900 shadow-xs sm:h-10 sm:text-sm',
              'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
              'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-70 aria-invalid:border-red-600',
              className,
            )}
            {...selectProps}
          >
            {children}
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
            aria-hidden
          />
        </div>
      )}
    </FieldFrame>
  );
}
