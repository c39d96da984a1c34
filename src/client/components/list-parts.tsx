import { useState, type ComponentProps, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { errorText } from '../lib/errors.ts';
import { Button } from './ui/button.tsx';
import { Loading, Skeletons } from './ui/skeleton.tsx';

export { SearchInput } from './plan-light-parts.tsx';

/**
 * The parts every list screen is built from: its heading, a search box, the rows shown while it loads, the
 * error, the empty state and "Load more".
 */

/** A screen's heading: the title, a line on what the screen is for, and its main actions at the side. */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The screen's main buttons, at the right (below on a phone). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {/* The title takes the room the buttons leave, so a long description wraps beside them rather than
          pushing them onto a line of their own; under 18rem of room, the buttons go below. */}
      <div className="min-w-0 flex-1 basis-72">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-neutral-600">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A button that adds something ("Add food", "Add your first client"): a plus, then its words. */
export function AddButton({ children, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

/** Grey rows in the list's place while it loads, with the loading message for screen readers. */
export function LoadingRows({
  label,
  rows = 4,
  rowClassName = 'h-12 rounded-lg',
  className = 'grid gap-2',
}: {
  /** "Loading ingredients…" */
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <Loading label={label} className={className}>
      <Skeletons count={rows} className={rowClassName} />
    </Loading>
  );
}

/** What went wrong loading something, in the words of SPEC §8. */
export function QueryError({ error }: { error: unknown }) {
  return <p className="text-red-700">{errorText(error)}</p>;
}

const emptyBox =
  'rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600';

/** A list with nothing in it: why, and (optionally) the way forward under it. */
export function EmptyState({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  if (!action) return <p className={cn(emptyBox, className)}>{children}</p>;
  return (
    <div className={cn('grid justify-items-center gap-3', emptyBox, className)}>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The part of an infinite query "Load more" needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list shown a page at a time; nothing once the last page is in. */
export function LoadMoreButton({
  list,
  className = 'justify-self-center',
}: {
  list: PagedList;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}

/** The part of a query a list screen needs: still loading, failed, or its data. */
export interface ListQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
}

interface QueryListProps<D, T> {
  query: ListQuery<D>;
  /** The list's rows in the query's data. */
  items: (data: D) => T[];
  /** The grey rows while it loads: "Loading ingredients…" and their size. */
  loading: ComponentProps<typeof LoadingRows>;
  /** What shows when there are no rows, usually an `EmptyState`. */
  empty: ReactNode;
  /** The list itself: its rows, and the whole of the data for totals and pages. */
  children: (items: T[], data: D) => ReactNode;
}

/** A list screen's body: grey rows while loading, the error, the empty state, or the list. */
export function QueryList<D, T>({ query, items, loading, empty, children }: QueryListProps<D, T>) {
  if (query.isPending) return <LoadingRows {...loading} />;
  if (query.isError) return <QueryError error={query.error} />;
  if (query.data === undefined) return null;
  const rows = items(query.data);
  return <>{rows.length === 0 ? empty : children(rows, query.data)}</>;
}

/** `QueryList` over an infinite query: its pages' rows as one list, with "Load more" under it. */
export function PagedQueryList<P, T>({
  query,
  items,
  children,
  ...props
}: Omit<QueryListProps<{ pages: P[] }, T>, 'items' | 'query'> & {
  query: ListQuery<{ pages: P[] }> & PagedList;
  /** The rows of one page. */
  items: (page: P) => T[];
}) {
  return (
    <QueryList query={query} items={(data) => data.pages.flatMap(items)} {...props}>
      {(rows, data) => (
        <div className="grid gap-4">
          {children(rows, data)}
          <LoadMoreButton list={query} />
        </div>
      )}
    </QueryList>
  );
}

/** The bar over a list with chosen rows: how many, the batch actions (children), and Clear. */
export function SelectionBar({
  label,
  count,
  onClear,
  children,
}: {
  /** The region's name: "Selected categories". */
  label: string;
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2"
    >
      <span className="mr-auto text-sm font-medium text-neutral-800">{count} selected</span>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}

/**
 * The rows chosen in a list by id. `chosenOf` keeps only those still in the list (a row deleted meanwhile
 * drops out); `allState` is the "select all" box's state for them.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (ids: readonly string[]) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
    chosenOf: <T extends { id: string }>(rows: readonly T[]) => rows.filter((row) => selected.has(row.id)),
  };
}

/** A "select all" box's state: ticked when every row is chosen, a dash when some are. */
export function allState(chosen: number, total: number): boolean | 'indeterminate' {
  return chosen === total ? true : chosen > 0 ? 'indeterminate' : false;
}
