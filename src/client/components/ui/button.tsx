import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useOnline } from '../../offline/online.ts';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-brand-500 text-brand-950 shadow-sm hover:bg-brand-400 active:bg-brand-600',
        secondary: 'bg-accent-50 text-accent-800 hover:bg-accent-100',
        outline: 'border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:bg-neutral-50',
        ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
        link: 'text-brand-800 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /**
   * The button changes data on the server: it is disabled while the browser is offline (decision 033), when
   * the app shows what it saved for reading and changes are off.
   */
  needsConnection?: boolean;
}

export function Button({ needsConnection = false, ...props }: ButtonProps) {
  return needsConnection ? <ConnectedButton {...props} /> : <PlainButton {...props} />;
}

function PlainButton({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}

function ConnectedButton({ disabled, ...props }: ButtonProps) {
  const online = useOnline();
  return <PlainButton {...props} disabled={disabled || !online} />;
}

/** A link with a button's look: where it goes, its icon, its words, and the button's variant and size. */
export function LinkButton({
  to,
  icon,
  children,
  ...look
}: VariantProps<typeof buttonVariants> & {
  to: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <PlainButton asChild {...look}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </PlainButton>
  );
}
