import type { FormEvent, ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { DialogActions, DialogContent, DialogHeading } from './ui/dialog.tsx';

/**
 * An editor that is one form with many fields (a plan, a measurement and its units), in a dialog as wide as
 * its fields need: the title and what it is for, the fields, then Cancel and the submit button, which stays
 * disabled while the form is sent. FormDialogContent is the same for the narrow one-field dialogs.
 */
export function EditorFormDialogContent(props: {
  /** The dialog's width: "max-w-xl". */
  className: string;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  pending: boolean;
  /** Classes of the form's grid (its gap). */
  formClassName: string;
  children: ReactNode;
}) {
  return (
    <DialogContent className={cn(props.className, 'text-left')}>
      <DialogHeading title={props.title} description={props.description} />
      <form onSubmit={props.onSubmit} noValidate className={props.formClassName}>
        {props.children}
        <DialogActions>
          <Button type="submit" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}

/** The button under a form's list of rows (portions, units) that adds a blank one: "Add unit". */
export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="sm" className="justify-self-start" onClick={onClick}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
