import { createContext, useContext, type ComponentProps, type ElementType } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A stacked table shows each row as a card below 640 px: a title and the row's actions on top, then every
 * other cell on a line of its own after its column's name. Nothing hides behind a sideways scroll.
 */
const StackedContext = createContext(false);

interface TableProps extends ComponentProps<'table'> {
  /** Rows become cards on a phone (see StackedContext); otherwise the table scrolls sideways in its box. */
  stacked?: boolean;
}

/** A table that scrolls sideways inside its own box on narrow screens instead of widening the page. */
export function Table({ className, stacked = false, ...props }: TableProps) {
  return (
    <StackedContext value={stacked}>
      <div className="relative w-full overflow-x-auto rounded-xl border border-neutral-200 bg-white">
        <table
          // Explicit roles: a browser may drop a table's semantics once its parts are displayed as blocks.
          role={stacked ? 'table' : undefined}
          className={cn('w-full caption-bottom text-sm', stacked && 'max-sm:block', className)}
          {...props}
        />
      </div>
    </StackedContext>
  );
}

/** A part of the table that takes its ARIA role (and the card layout's classes) only when the table is stacked. */
function stackedPart<T extends 'thead' | 'tbody' | 'tr'>(
  tag: T,
  role: string,
  base: string,
  whenStacked: string,
) {
  function StackedPart({ className, ...props }: ComponentProps<T>) {
    const stacked = useContext(StackedContext);
    const Tag = tag as ElementType;
    return (
      <Tag
        role={stacked ? role : undefined}
        className={cn(base, stacked && whenStacked, className)}
        {...props}
      />
    );
  }
  return StackedPart;
}

export const TableHeader = stackedPart(
  'thead',
  'rowgroup',
  'bg-neutral-50 [&_tr]:border-b',
  'max-sm:sr-only',
);

export const TableBody = stackedPart('tbody', 'rowgroup', '[&_tr:last-child]:border-0', 'max-sm:block');

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t bg-neutral-50 font-medium', className)} {...props} />;
}

export const TableRow = stackedPart(
  'tr',
  'row',
  'border-b border-neutral-200 transition-colors hover:bg-neutral-50 data-[state=selected]:bg-brand-50',
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-4',
);

interface TableHeadProps extends ComponentProps<'th'> {
  /** The heading of a row-actions column: named "Actions" for screen readers, blank on screen. */
  actions?: boolean;
}

export function TableHead({ className, actions = false, children, ...props }: TableHeadProps) {
  const stacked = useContext(StackedContext);
  return (
    <th
      role={stacked ? 'columnheader' : undefined}
      className={cn(
        'h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-neutral-600 uppercase',
        actions && 'text-right',
        className,
      )}
      {...props}
    >
      {actions ? <span className="sr-only">Actions</span> : children}
    </th>
  );
}

interface TableCellProps extends ComponentProps<'td'> {
  /**
   * In a stacked table on a phone: `title` heads the card, `actions` sits beside it, and any other cell is
   * a line of its own that starts with `label` (its column's name).
   */
  card?: 'title' | 'actions';
  label?: string;
}

const cardCell = {
  title: 'max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0 max-sm:text-base',
  actions: 'max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0',
  line: 'max-sm:col-span-2 max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-3 max-sm:p-0 max-sm:whitespace-normal max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-neutral-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
} as const;

export function TableCell({ className, card, label, children, ...props }: TableCellProps) {
  const stacked = useContext(StackedContext);
  return (
    <td
      role={stacked ? 'cell' : undefined}
      data-label={stacked && !card ? label : undefined}
      className={cn('px-3 py-3 align-middle', stacked && (card ? cardCell[card] : cardCell.line), className)}
      {...props}
    >
      {stacked && !card ? (
        // One grid item for the value, whatever it is made of; no box of its own on a wide screen.
        <span className="contents max-sm:block max-sm:min-w-0 max-sm:wrap-anywhere">{children}</span>
      ) : (
        children
      )}
    </td>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('py-3 text-sm text-neutral-600', className)} {...props} />;
}
