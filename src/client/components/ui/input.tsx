import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 sm:h-10 sm:text-sm',
        'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
        'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-70',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
