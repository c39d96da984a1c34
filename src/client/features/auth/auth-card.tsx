import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { LOGO_SRC, pageTitle } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';

export const authLinkClass =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card's content, such as a link to log in. */
  footer?: ReactNode;
  className?: string;
}

/** The card of the guest screens: logo, title, the form, and a way elsewhere. */
export function AuthCard({ title, description, children, footer, className }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center sm:items-center">
      <title>{pageTitle(title)}</title>
      <Card className={cn('w-full max-w-md p-6 sm:p-10', className)}>
        <div className="flex flex-col items-center text-center">
          <img src={LOGO_SRC} alt="" width={48} height={48} className="size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {description ? <p className="mt-1.5 text-sm text-neutral-600">{description}</p> : null}
        </div>
        <div className="mt-8">{children}</div>
        {footer ? <p className="mt-8 text-center text-sm text-neutral-600">{footer}</p> : null}
      </Card>
    </div>
  );
}

export function LoginLink({ children = 'Log in' }: { children?: ReactNode }) {
  return (
    <Link to="/login" className={authLinkClass}>
      {children}
    </Link>
  );
}
