import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-neutral-200/80', className)} {...props} />
  );
}

/** `count` grey blocks of one look: a list's rows, a grid's cards. */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </>
  );
}

/**
 * What stands in for something while it loads: its grey blocks (the children), laid out by `className`,
 * and what loads said to screen readers ("Loading the plan…") in a status region.
 */
export function Loading({ label, children, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div role="status" {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
