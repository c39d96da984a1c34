import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Input } from './ui/input.tsx';

/*
 * Parts of the kit light enough for the first screens of the routes on the JavaScript budget (decision 041),
 * in one module so that those routes load one chunk for them: the list screens' search box (list-parts.tsx
 * re-exports it), a part of a screen shown by a button, and the frame of a group of choices (the segmented
 * choice's and the chips').
 */

/**
 * A search field with its magnifier, under a visible `label` when one is given; every other prop goes to the
 * input.
 */
export function SearchInput({
  label,
  fieldClassName,
  boxClassName,
  className,
  id,
  ...inputProps
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? (label ? generatedId : undefined);
  const box = (
    <div className={cn('relative', boxClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        aria-hidden
      />
      <Input id={inputId} type="search" className={cn('pl-9', className)} {...inputProps} />
    </div>
  );
  if (!label) return box;
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <label htmlFor={inputId} className="text-sm leading-none font-medium text-neutral-800">
        {label}
      </label>
      {box}
    </div>
  );
}

/**
 * A search box's limits where it feeds a search procedure: at most the 100 characters the procedures take,
 * and no past entries offered by the browser. Spread into SearchInput.
 */
export const SEARCH_TEXT = { autoComplete: 'off', maxLength: 100 } as const;

interface SearchInputProps extends ComponentProps<typeof Input> {
  /** The field's visible name; without it, name the field with `aria-label`. */
  label?: ReactNode;
  /** Classes of the box around the field, e.g. "w-full sm:max-w-xs". */
  boxClassName?: string;
  /** With a label: classes of the block of the label and the field. */
  fieldClassName?: string;
}

/**
 * A part of a screen shown and hidden by one button: whether it is open, the button's props (its state
 * and the part it controls, for screen readers) and the part's id.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    setOpen,
    panelId,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((current) => !current),
    },
  };
}

export interface ChoiceFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  /** The choices, given the id the frame's hint and error are named from. */
  children: (id: string) => ReactNode;
}

/** The frame of a group of choices: the legend, a hint, the choices, then the error, tied together for screen readers. */
export function ChoiceFieldset({ legend, hint, error, className, children }: ChoiceFieldsetProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy || undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {children(id)}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
