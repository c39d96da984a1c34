import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange'
> {
  checked?: CheckedState;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A checkbox: the browser's own input (Space toggles it, its label's click too, forms read it), drawn by
 * `.checkbox-input` in styles.css. Radix Checkbox was this before decision 044; the props stayed (`checked`
 * may be 'indeterminate' for a partly ticked "select all", `onCheckedChange` gets the new state).
 */
export function Checkbox({ checked, onCheckedChange, className, ref, ...props }: CheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      type="checkbox"
      checked={checked === undefined ? undefined : checked === true}
      aria-checked={indeterminate ? 'mixed' : undefined}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      className={cn(
        'peer checkbox-input',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
