import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 p-5 sm:p-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-neutral-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex items-center gap-2 border-t border-neutral-200 px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}

const TitleIdContext = createContext<string | undefined>(undefined);

/**
 * A box a screen reader lists by its title: an article in a list of them (a client, a request, a listing) or
 * a section of a screen, named by the `NamedCardTitle` inside it, so no screen makes up ids to pair the two.
 */
export function NamedCard({
  as: Tag = 'article',
  className,
  ...props
}: ComponentProps<'article'> & { as?: 'article' | 'section' }) {
  const titleId = useId();
  return (
    <TitleIdContext.Provider value={titleId}>
      <Tag
        aria-labelledby={titleId}
        className={cn('rounded-2xl border border-neutral-200 bg-white p-4', className)}
        {...props}
      />
    </TitleIdContext.Provider>
  );
}

/** The title that names its `NamedCard`: an h2, or an h3 in a section that has its own heading. */
export function NamedCardTitle({
  as: Tag = 'h2',
  className,
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return (
    <Tag
      id={useContext(TitleIdContext)}
      className={cn('font-semibold text-neutral-900', className)}
      {...props}
    />
  );
}
