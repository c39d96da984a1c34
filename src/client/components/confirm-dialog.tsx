import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { DialogActions, DialogContent, DialogHeading } from './ui/dialog.tsx';

/**
 * The confirm step of an action that is hard to undo, inside a `<Dialog>` the caller controls: what happens, a way
 * back, and the action, which stays disabled while it runs.
 */
export function ConfirmDialogContent(props: {
  title: ReactNode;
  description: ReactNode;
  /** The action's button: "Delete plan", "Cancel subscription". */
  confirmLabel: ReactNode;
  /** The way back: "Cancel" unless that would be confusing ("Keep subscription"). */
  backLabel?: string;
  /** Destructive (the default: red) or an ordinary choice such as switching plans. */
  tone?: 'destructive' | 'default';
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeading title={props.title} description={props.description} />
      <DialogActions backLabel={props.backLabel}>
        <Button variant={props.tone ?? 'destructive'} disabled={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
