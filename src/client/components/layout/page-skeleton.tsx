import { Skeleton, Skeletons } from '../ui/skeleton.tsx';
import { PageContainer } from './page-container.tsx';

/** Stands in for a screen while it, or the signed-in user, loads. */
export function PageSkeleton() {
  return (
    <PageContainer width="list" role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeletons count={2} className="h-32 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </PageContainer>
  );
}
