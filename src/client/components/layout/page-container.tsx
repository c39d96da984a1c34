import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * How wide a screen's content runs (decision 038). Every screen shares one box, so its heading starts at the
 * same place on every screen:
 * - `list`: lists, tables, grids of cards, the planner, dashboards and screens of side-by-side panels fill
 *   the box;
 * - `form`: a single column of fields or of text keeps to a readable 48rem, aligned with the box's left edge
 *   (not centred in it, which would move the heading from screen to screen).
 */
export type PageWidth = 'list' | 'form';

const widths: Record<PageWidth, string> = {
  list: 'grid-cols-[minmax(0,1fr)]',
  form: 'grid-cols-[minmax(0,48rem)]',
};

interface PageContainerProps extends ComponentProps<'div'> {
  width: PageWidth;
  /** An article for a screen that is one document (a recipe); a div otherwise. */
  as?: 'div' | 'article';
}

/** The outermost box of a screen inside the app's frame: its width rule and the gap between its sections. */
export function PageContainer({ width, as: Tag = 'div', className, ...props }: PageContainerProps) {
  return (
    <Tag className={cn('mx-auto grid w-full max-w-[96rem] gap-6', widths[width], className)} {...props} />
  );
}
