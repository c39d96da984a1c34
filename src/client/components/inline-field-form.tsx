import type { FormEvent, ReactNode } from 'react';
import { Button } from './ui/button.tsx';

interface InlineFieldFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request is under way: the button cannot be pressed again. */
  pending: boolean;
  /** What the button says (and shows). */
  button: ReactNode;
  /** The one field. */
  children: ReactNode;
}

/** A form of one field with its button beside it, wrapping under it on a narrow screen. */
export function InlineFieldForm({ onSubmit, pending, button, children }: InlineFieldFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1 basis-56">{children}</div>
      <Button type="submit" className="sm:mt-6" disabled={pending}>
        {button}
      </Button>
    </form>
  );
}
