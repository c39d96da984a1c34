import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button.tsx';

/**
 * Previous and Next of a list shown a page at a time. With a `label`, a navigation landmark of that name
 * that also says "Page 2 of 5" between the buttons.
 */
export function PageButtons({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const previous = (
    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      <ChevronLeft aria-hidden />
      Previous
    </Button>
  );
  const next = (
    <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
      Next
      <ChevronRight aria-hidden />
    </Button>
  );
  if (label === undefined) {
    return (
      <div className="flex gap-2">
        {previous}
        {next}
      </div>
    );
  }
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      {previous}
      <span className="text-sm text-neutral-700 tabular-nums">
        Page {page} of {pages}
      </span>
      {next}
    </nav>
  );
}
