import { useLayoutEffect, useRef } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { MESSAGE_TIMEOUT_MS } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';
import { placeToasts, type Box } from './toast-placement.ts';
import { useToast } from './toast.tsx';

/**
 * The toasts on screen (Radix Toast), in a chunk of its own: toast.tsx loads it after the first render, so
 * the first screen does not wait for it (decision 041).
 */

const icons = { success: CircleCheck, error: CircleAlert } as const;

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const BUTTONS = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"]';
const FIELDS =
  'input, select, textarea, [role="combobox"], [role="checkbox"], [role="switch"], [role="radio"]';
/** The viewport's padding: the toasts sit this far inside its box. */
const INSET = 16;

/** The parts of the open dialogs' controls that show (inside their dialog's box, in the window). */
function dialogControls(selector: string): Box[] {
  const boxes: Box[] = [];
  for (const dialog of document.querySelectorAll(OPEN_DIALOGS)) {
    const frame = dialog.getBoundingClientRect();
    for (const control of dialog.querySelectorAll(selector)) {
      const rect = control.getBoundingClientRect();
      const top = Math.max(rect.top, frame.top);
      const bottom = Math.min(rect.bottom, frame.bottom);
      if (rect.width > 0 && bottom > top)
        boxes.push({ top, left: rect.left, width: rect.width, height: bottom - top });
    }
  }
  return boxes;
}

/**
 * Moves the toast viewport while toasts show: its usual place (top of a phone, bottom right of a wider
 * window) unless an open dialog has a button there; then along its column to the first place clear of the
 * dialog's buttons (decision 038). It sets the element's style itself, which React leaves alone.
 */
function useToastPlacement(count: number) {
  const viewport = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const place = () => {
      // Measured in its usual place, which its class names give it.
      element.style.top = '';
      element.style.bottom = '';
      if (count === 0 || document.querySelector(OPEN_DIALOGS) === null) return;
      const rect = element.getBoundingClientRect();
      const toasts = {
        top: rect.top + INSET,
        left: rect.left + INSET,
        width: Math.max(0, rect.width - 2 * INSET),
        height: Math.max(0, rect.height - 2 * INSET),
      };
      const top = placeToasts({
        window: { width: window.innerWidth, height: window.innerHeight },
        toasts,
        from: rect.top < window.innerHeight / 2 ? 'top' : 'bottom',
        buttons: dialogControls(BUTTONS),
        fields: dialogControls(FIELDS),
        edge: INSET,
      });
      if (top !== toasts.top) {
        element.style.top = `${top - INSET}px`;
        element.style.bottom = 'auto';
      }
    };
    place();
    if (count === 0) return;
    // A dialog that opens or closes while a toast shows, another toast, or a window that changes size.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [count]);
  return viewport;
}

/** Renders the toasts. Mounted once, by toast.tsx's Toaster. */
export function ToastViewport() {
  const { toasts, dismiss } = useToast();
  const viewport = useToastPlacement(toasts.length);
  return (
    <ToastPrimitive.Provider duration={MESSAGE_TIMEOUT_MS} swipeDirection="right">
      {toasts.map((item) => {
        const Icon = icons[item.variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            type={item.variant === 'error' || item.action ? 'foreground' : 'background'}
            duration={item.action ? 2 * MESSAGE_TIMEOUT_MS : undefined}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-lg',
              'relative data-[state=closed]:animate-fade-out data-[state=open]:animate-toast-in',
              'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-fade-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
              item.variant === 'error' ? 'border-red-200' : 'border-brand-300',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.variant === 'error' ? 'text-red-600' : 'text-brand-700',
              )}
              aria-hidden
            />
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
              <ToastPrimitive.Description className="text-sm font-medium text-neutral-900">
                {item.text}
              </ToastPrimitive.Description>
              {item.action ? (
                <ToastPrimitive.Action
                  altText={item.action.altText}
                  onClick={item.action.onClick}
                  className="-my-1 inline-flex h-8 items-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {item.action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss"
              className="absolute top-3 right-3 rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewport}
        className="pointer-events-none fixed top-0 right-0 left-0 z-[100] mx-auto flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:left-auto sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
