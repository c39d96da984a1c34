import { Skeleton } from '../ui/skeleton.tsx';

/** Stands in for a screen while it, or the signed-in user, loads. */
export function PageSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-5xl gap-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}
