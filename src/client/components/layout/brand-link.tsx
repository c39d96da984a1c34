import { Link } from 'react-router';
import { APP_NAME, LOGO_SRC } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The logo and app name, linking Home. Inside a size container (the header's) narrower than 10rem the name
 * is left to screen readers and the logo stands alone, rather than the name being cut to "Meal Plan…".
 */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        className,
      )}
    >
      <img src={LOGO_SRC} alt="" width={36} height={36} className="size-8 shrink-0 sm:size-9" />
      <span className="text-base font-bold tracking-tight whitespace-nowrap text-neutral-900 @max-[10rem]:sr-only sm:text-lg">
        {APP_NAME}
      </span>
    </Link>
  );
}
