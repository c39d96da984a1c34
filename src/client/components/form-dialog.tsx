import type { FormEvent, ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { DialogActions, DialogContent, DialogHeading } from './ui/dialog.tsx';

/**
 * A dialog that is one form (rename, invite, add): the title and what it is for, the fields (children), then
 * Cancel and the submit button, which stays disabled while the form is sent or cannot be.
 */
export function FormDialogContent(props: {
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** Disables the submit button: the form is being sent, or there is nothing to send. */
  disabled: boolean;
  /** Classes of the form's grid (its gap). */
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <DialogContent className="text-left">
      <DialogHeading title={props.title} description={props.description} />
      <form onSubmit={props.onSubmit} noValidate className={props.formClassName ?? 'grid gap-4'}>
        {props.children}
        <DialogActions>
          <Button type="submit" disabled={props.disabled}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
