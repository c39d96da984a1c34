import type { ReactNode } from 'react';
import { kjToCal } from '../../../shared/nutrition/energy-units.ts';
import type { Branding } from '../../../shared/schemas/public-pages.ts';
import { pageTitle } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';

/** The professional's branding across the top of a public page: their logo, name and organisation. */
export function BrandBar({ branding }: { branding: Branding }) {
  return (
    <div
      className="flex items-center gap-3 border-b-4 pb-3"
      style={{ borderColor: branding.brandColor }}
      data-testid="brand-bar"
    >
      {branding.logoUrl ? (
        <img src={branding.logoUrl} alt="" className="size-12 shrink-0 rounded-md object-contain" />
      ) : (
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-md text-lg font-bold text-white"
          style={{ backgroundColor: branding.brandColor }}
        >
          {branding.name.charAt(0)}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-neutral-900">{branding.name}</p>
        {branding.organisation ? (
          <p className="truncate text-sm text-neutral-600">{branding.organisation}</p>
        ) : null}
      </div>
    </div>
  );
}

/** A public page's column: readable width on a desktop, the whole width of a 390 px phone. */
export function PublicPage({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto grid w-full max-w-3xl min-w-0 gap-6', className)}>
      <title>{pageTitle(title)}</title>
      {children}
    </div>
  );
}

/** The look of a public page's plain buttons and button-like links. */
export const publicButtonClass =
  'rounded-lg border border-neutral-300 bg-white px-4 py-2 font-medium text-neutral-900';

/**
 * The head of a shared plan or eBook: what it is and by or for whom, its title, its lines (`children`), and
 * its buttons: the PDF, Print, then any `more`.
 */
export function PublicHeader({
  eyebrow,
  title,
  pdfButton,
  more,
  children,
}: {
  eyebrow: string;
  title: string;
  pdfButton: ReactNode;
  more?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="grid gap-2">
      <p className="text-sm font-medium tracking-wide text-neutral-600 uppercase">{eyebrow}</p>
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      {children}
      <div className="flex flex-wrap gap-3 print:hidden">
        {pdfButton}
        <button type="button" onClick={() => window.print()} className={publicButtonClass}>
          Print
        </button>
        {more}
      </div>
    </header>
  );
}

export function formatEnergy(kj: number): string {
  return `${Math.round(kj).toLocaleString('en')} kJ (${Math.round(kjToCal(kj)).toLocaleString('en')} Cal)`;
}

export function formatQuantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}
