import type { FormEvent, ReactNode } from 'react';
import { errorText } from '../lib/errors.ts';
import { Button } from './ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/*
 * The dialogs most screens are built from, over the primitives of ui/dialog.tsx: the heading and the footer
 * every dialog has, the confirm step of an action that is hard to undo, a dialog that is one form, and the
 * add-or-edit dialog that loads what it edits. One module, so one small chunk for all of them.
 */

/**
 * A dialog's footer: the way back (a "Cancel" that closes the dialog, or another label where "Cancel" would
 * confuse) and then the dialog's own buttons.
 */
export function DialogActions({
  children,
  backLabel = 'Cancel',
  className,
}: {
  children?: ReactNode;
  backLabel?: string;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline">{backLabel}</Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

/** A dialog's title and, under it, what the dialog is for. */
export function DialogHeading({
  title,
  description,
  descriptionClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {description ? (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      ) : null}
    </DialogHeader>
  );
}

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

/**
 * The dialog that adds a thing or edits one (a food, an ingredient): for a new one the form at once; for an
 * existing one grey blocks while it loads, then the form filled from it, or the error.
 */
export function EditorDialogContent<T>(props: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  /** The thing's id, or null to add one. */
  id: string | null;
  query: { data: T | undefined; isError: boolean; error: unknown };
  /** "Loading the food…" */
  loadingLabel: string;
  /** The heights of the blocks shown while it loads, e.g. ['h-10', 'h-24']. */
  loadingBlocks: string[];
  /** The form, for the thing loaded or null for a new one. */
  children: (thing: T | null) => ReactNode;
}) {
  const { id, query } = props;
  return (
    <DialogContent className={props.className}>
      <DialogHeading title={props.title} description={props.description} />
      {id === null ? (
        props.children(null)
      ) : query.data ? (
        props.children(query.data)
      ) : query.isError ? (
        <p className="text-red-700">{errorText(query.error)}</p>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{props.loadingLabel}</span>
          {props.loadingBlocks.map((block, index) => (
            <Skeleton key={index} className={block} />
          ))}
        </div>
      )}
    </DialogContent>
  );
}
