import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { allState } from './list-parts.tsx';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

/**
 * The table of a list screen, written once: the heading row, a row an item, and optionally a column of
 * checkboxes (with "select all") before the columns and the row's actions after them. A screen says only
 * what its columns are.
 */

/** One column of a `DataTable`: its heading, what a row shows in it, and from which width it shows. */
export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Needed when `header` is not a string: the column's React key. */
  key?: string;
  /** Classes of the column's cells. */
  className?: string;
  /** Classes of the column's heading. */
  headClassName?: string;
  /** Numbers: heading and cells aligned right. */
  align?: 'right';
  /** The column shows from this breakpoint up; a narrower screen leaves it out. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** In a `stacked` table: the column that heads each row's card (the others are lines under it). */
  title?: boolean;
}

const shownFrom = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;

/** The chosen rows by id, and how to change them: what `useSelection` returns. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  setAll: (ids: readonly string[]) => void;
  clear: () => void;
}

interface DataTableProps<T extends { id: string }> {
  rows: readonly T[];
  columns: readonly (DataColumn<T> | false)[];
  /** The row's buttons or menu, in a last column named "Actions" for screen readers. */
  actions?: (row: T) => ReactNode;
  /** A checkbox a row, "select all" in the heading; chosen rows are highlighted. */
  select?: {
    selection: RowSelection;
    /** The heading's checkbox: "Select all foods on this page". */
    allLabel: string;
    /** What a row is called, for its checkbox: "Select <name>". */
    nameOf: (row: T) => string;
  };
  /** Classes of every cell, e.g. "align-top" for rows of several lines. */
  cellClassName?: string;
  /** Rows become cards on a phone (see `Table`). */
  stacked?: boolean;
  'aria-label'?: string;
}

export function DataTable<T extends { id: string }>({
  rows,
  columns,
  actions,
  select,
  cellClassName,
  stacked = false,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const shown = columns.filter((column) => column !== false);
  const keyOf = (column: DataColumn<T>) => column.key ?? String(column.header);
  const where = (column: DataColumn<T>) =>
    cn(column.align === 'right' && 'text-right', column.hideBelow && shownFrom[column.hideBelow]);
  const selected = select?.selection.selected;
  return (
    <Table stacked={stacked} aria-label={ariaLabel}>
      <TableHeader>
        <TableRow>
          {select ? (
            <TableHead className="w-10">
              <Checkbox
                aria-label={select.allLabel}
                checked={allState(rows.filter((row) => selected?.has(row.id)).length, rows.length)}
                onCheckedChange={(on) =>
                  on ? select.selection.setAll(rows.map((row) => row.id)) : select.selection.clear()
                }
              />
            </TableHead>
          ) : null}
          {shown.map((column) => (
            <TableHead key={keyOf(column)} className={cn(where(column), column.headClassName)}>
              {column.header}
            </TableHead>
          ))}
          {actions ? <TableHead actions /> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-state={selected?.has(row.id) ? 'selected' : undefined}>
            {select ? (
              <TableCell className={cellClassName}>
                <Checkbox
                  aria-label={`Select ${select.nameOf(row)}`}
                  checked={selected?.has(row.id)}
                  onCheckedChange={(on) => select.selection.toggle(row.id, on)}
                />
              </TableCell>
            ) : null}
            {shown.map((column) => (
              <TableCell
                key={keyOf(column)}
                card={column.title ? 'title' : undefined}
                label={typeof column.header === 'string' ? column.header : undefined}
                className={cn(where(column), cellClassName, column.className)}
              >
                {column.cell(row)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell card="actions" className={cn('text-right whitespace-nowrap', cellClassName)}>
                {actions(row)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A row's action as an icon button named for its row ("Delete Tasman University"); `destructive` is red. */
export function RowButton({
  icon: Icon,
  label,
  onClick,
  destructive = false,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  destructive?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', destructive && 'text-red-700 hover:bg-red-50 hover:text-red-800')}
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  );
}
