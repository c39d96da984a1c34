import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { whenIdle } from '../../lib/when-idle.ts';

export type ToastVariant = 'success' | 'error';

/** A button on the toast that acts on what it reports ("Undo"); pressing it closes the toast. */
export interface ToastAction {
  label: string;
  /** What the button does, said for a screen reader that reads the toast later (Radix altText). */
  altText: string;
  onClick: () => void;
}

interface ToastItem {
  id: number;
  variant: ToastVariant;
  text: string;
  open: boolean;
  action?: ToastAction | undefined;
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

function show(variant: ToastVariant, text: string, options: { action?: ToastAction } = {}): number {
  const id = nextId++;
  setItems([...items, { id, variant, text, open: true, action: options.action }].slice(-MAX_TOASTS));
  return id;
}

function dismiss(id: number): void {
  setItems(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setItems(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/**
 * Shows a short message that clears by itself after MESSAGE_TIMEOUT_MS (twice that with an action, to leave
 * time to press it). Callable from anywhere.
 */
export const toast = {
  success: (text: string, options?: { action?: ToastAction }) => show('success', text, options),
  error: (text: string, options?: { action?: ToastAction }) => show('error', text, options),
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

/**
 * The toasts' Radix part, fetched once the first screen is up (an idle moment), or by the first toast. Through
 * the app's lazy(): once fetched it renders at once, where React's own lazy() would suspend its first render
 * and hold back for 300 ms whatever screen is revealed next (its Suspense throttling).
 */
const ToastViewport = lazy(() =>
  import('./toast-viewport.tsx').then((module) => ({ default: module.ToastViewport })),
);

/** Renders the toasts. Mount once, near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenIdle(() => void ToastViewport.preload().then(setLoaded)), []);
  if (!loaded && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
