import { cn } from '../../lib/cn.ts';

/** A multi-line text box in the look of the Input primitive. */
export const textAreaClass = cn(
  'w-full min-w-0 resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 sm:text-sm',
  'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
);
