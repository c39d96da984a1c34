import { slotKey, type Slot } from './plan-grid.ts';

/** How long to wait for a slot to show a change before giving up on moving the focus there. */
const MAX_FRAMES = 30;

/**
 * Moves the focus into a slot once it shows the change just made (the removed meal gone, the moved one
 * arrived), so a keyboard user keeps their place when the control they used disappears with the meal.
 */
export function focusSlot(slot: Slot, ready: (root: Element) => boolean = () => true): void {
  const key = slotKey(slot);
  let frames = 0;
  const attempt = () => {
    const root = document.querySelector(`[data-slot="${key}"]`);
    const target =
      root && ready(root) ? root.querySelector<HTMLElement>('button:not([disabled]), a[href]') : null;
    if (target) {
      target.focus();
      return;
    }
    frames += 1;
    if (frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** The slot shows no meal card (the meal was removed, or marked no meal). */
export const hasNoMealCard = (root: Element) => root.querySelector('article') === null;

/** The slot shows a card for this recipe. */
export const showsRecipe = (name: string) => (root: Element) =>
  root.querySelector('article')?.getAttribute('aria-label')?.includes(name) ?? false;
