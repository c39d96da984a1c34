import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { MESSAGE_TIMEOUT_MS } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';

type ToastVariant = 'success' | 'error';

interface ToastItem {
  id: number;
  variant: ToastVariant;
  text: string;
  open: boolean;
}

/** At most this many toasts stay on screen; older ones go first. */
const MAX_TOASTS = 3;
/** Long enough for the closing animation to finish before the toast leaves the tree. */
const REMOVE_DELAY_MS = 300;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setItems(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(variant: ToastVariant, text: string): number {
  const id = nextId++;
  setItems([...items, { id, variant, text, open: true }].slice(-MAX_TOASTS));
  return id;
}

function dismiss(id: number): void {
  setItems(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setItems(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Shows a short message that clears by itself after MESSAGE_TIMEOUT_MS. Callable from anywhere. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  dismiss,
};

export function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return { toasts, ...toast };
}

const icons = { success: CircleCheck, error: CircleAlert } as const;

/** Renders the toasts. Mount once, near the root. */
export function Toaster() {
  const { toasts } = useToast();
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
            type={item.variant === 'error' ? 'foreground' : 'background'}
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
            <ToastPrimitive.Description className="text-sm font-medium text-neutral-900">
              {item.text}
            </ToastPrimitive.Description>
            <ToastPrimitive.Close
              aria-label="Dismiss"
              className="absolute top-3 right-3 rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 left-0 z-[100] mx-auto flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:left-auto sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
