/** A rectangle in the window, in CSS pixels. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface ToastPlacementInput {
  /** The window's size. */
  window: { width: number; height: number };
  /** The toasts' own box (the stack of them), and where it sits when nothing is in the way. */
  toasts: Box;
  /** Which way the stack slides to get out of the way: away from the edge it sits on. */
  from: 'top' | 'bottom';
  /** The open dialogs' buttons: never covered when any place along the toasts' column is clear of them. */
  buttons: readonly Box[];
  /** The open dialogs' fields: kept clear too when a place allows both. */
  fields: readonly Box[];
  /** The smallest distance from the window's top and bottom edges. */
  edge: number;
}

const STEP = 4;

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * Where the toasts go (their box's top) so they cover none of an open dialog's buttons: their usual place
 * when it is clear, else the first place along their column, going away from their edge, clear of the
 * dialog's buttons and fields, else clear of its buttons alone. A dialog that leaves no such place keeps the
 * toasts in their usual place.
 */
export function placeToasts({ window, toasts, from, buttons, fields, edge }: ToastPlacementInput): number {
  const first = toasts.top;
  const last = from === 'top' ? window.height - edge - toasts.height : edge;
  const direction = from === 'top' ? 1 : -1;
  const steps = Math.max(0, Math.floor(((last - first) * direction) / STEP));
  for (const obstacles of [[...buttons, ...fields], buttons]) {
    for (let step = 0; step <= steps; step += 1) {
      const top = first + direction * step * STEP;
      const box = { ...toasts, top };
      if (!obstacles.some((obstacle) => overlaps(box, obstacle))) return top;
    }
  }
  return first;
}
