import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg:not([class*=size-])]:size-3',
  {
    variants: {
      variant: {
        default: 'bg-brand-500 text-brand-950',
        secondary: 'bg-neutral-100 text-neutral-800',
        accent: 'bg-accent-100 text-accent-800',
        outline: 'border border-neutral-300 text-neutral-800',
        success: 'bg-brand-100 text-brand-900',
        destructive: 'bg-red-100 text-red-800',
        // A recipe's tags by kind (src/shared/nutrition/tag-looks.ts); the words say the kind, these repeat it.
        contains: 'border border-amber-500 bg-amber-50 text-amber-900',
        freeOf: 'bg-brand-100 text-brand-900',
        claim: 'border border-brand-400 text-brand-900',
        diet: 'bg-accent-50 text-accent-800 ring-1 ring-accent-200 ring-inset',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
