import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Slot, type Dialog as DialogPrimitive } from 'radix-ui';
import { messages } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';
import { lateModule } from '../../lib/late-module.ts';
import type * as DialogImplModule from './dialog-impl.tsx';
import { Button } from './button.tsx';
import { toast } from './toast.tsx';

/**
 * The app's dialogs. Radix Dialog (focus trap, scroll lock, portal: about 13 KB gzip) is a chunk of its own
 * (dialog-impl.tsx) that no screen waits for before its first render (decision 044). Until it has arrived,
 * a dialog's trigger is the same button with `aria-haspopup="dialog"`, which starts loading it when pointed
 * at or focused; a dialog asked to open (by its trigger or its `open` prop) opens as soon as it has. Once it
 * is loaded every dialog on the page uses Radix as before; their contents, which render only while open,
 * were never shown without it.
 */

type DialogImpl = typeof DialogImplModule;

const dialogs = lateModule<DialogImpl>(() => import('./dialog-impl.tsx'));

/** Loads the dialogs' Radix part (once); every dialog on the page then switches to it. */
export const loadDialog = dialogs.load;
const useDialogImpl = dialogs.useLoaded;

/** What a trigger pressed before the dialogs arrived asks of its dialog. */
interface DialogLoader {
  open(): void;
}

const DialogLoaderContext = createContext<DialogLoader | null>(null);

export function Dialog({
  children,
  open,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const loaded = useDialogImpl();
  // An uncontrolled dialog whose trigger was pressed before the dialogs arrived opens when they do.
  const [pressed, setPressed] = useState(false);
  const wanted = open ?? (defaultOpen === true || pressed);
  useEffect(() => {
    if (!wanted || loaded) return;
    loadDialog().catch(() => {
      setPressed(false);
      onOpenChange?.(false);
      toast.error(messages.chunkLoadFailed);
    });
  }, [wanted, loaded, onOpenChange]);
  const loader = useMemo<DialogLoader>(
    () => ({
      open() {
        if (open === undefined) setPressed(true);
        onOpenChange?.(true);
      },
    }),
    [open, onOpenChange],
  );
  if (loaded) {
    return (
      <loaded.Dialog
        open={open}
        defaultOpen={defaultOpen === true || pressed}
        onOpenChange={onOpenChange}
        {...props}
      >
        {children}
      </loaded.Dialog>
    );
  }
  return <DialogLoaderContext.Provider value={loader}>{children}</DialogLoaderContext.Provider>;
}

export function DialogTrigger({
  asChild,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const loaded = useDialogImpl();
  const loader = useContext(DialogLoaderContext);
  if (loaded) {
    return (
      <loaded.DialogTrigger asChild={asChild} {...props}>
        {children}
      </loaded.DialogTrigger>
    );
  }
  const Comp = asChild ? Slot.Root : 'button';
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        preload();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented && !props.disabled) loader?.open();
      }}
    >
      {children}
    </Comp>
  );
}

export const DialogClose = dialogs.part('DialogClose');
export const DialogOverlay = dialogs.part('DialogOverlay');
export const DialogContent = dialogs.part('DialogContent');
export const DialogTitle = dialogs.part('DialogTitle');
export const DialogDescription = dialogs.part('DialogDescription');

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/*
 * The parts every dialog is built from (decision 042): its heading, its footer, the confirm step of an action
 * that is hard to undo and a dialog that is one form. Here with the primitives, which every route has loaded
 * anyway, so that the dialogs a budgeted route loads before its first render (decision 041) use them too
 * instead of footers of their own; components/dialogs.tsx adds the heavier ones.
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
  className,
  titleClassName,
  descriptionClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
}) {
  return (
    <DialogHeader className={className}>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description ? (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      ) : null}
    </DialogHeader>
  );
}

/**
 * A dialog that tells the user something (subscription required, welcome, how to install): its heading, what
 * it shows (children), then either the way back and the one action it offers, or, with no action, a single
 * button that closes it.
 */
export function InfoDialog({
  open,
  onOpenChange,
  title,
  description,
  alert = false,
  className,
  closeLabel,
  action,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** It interrupts what the user was doing (role "alertdialog"). */
  alert?: boolean;
  /** Classes of the dialog's box (its width). */
  className?: string;
  /** The closing button's words: "Not now" beside an action, "Got it" alone. */
  closeLabel: string;
  /** The button of what the dialog offers to do ("Subscribe"). */
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role={alert ? 'alertdialog' : 'dialog'} className={className}>
        <DialogHeading title={title} description={description} />
        {children}
        {action ? (
          <DialogActions backLabel={closeLabel}>{action}</DialogActions>
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button>{closeLabel}</Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
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
 * `ConfirmDialogContent` in a dialog of its own, open while the screen asks "are you sure?" (a `confirming`
 * flag), closed by the way back or Escape.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  ...content
}: ComponentProps<typeof ConfirmDialogContent> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ConfirmDialogContent {...content} /> : null}
    </Dialog>
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
