import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Moves focus to an element once React has drawn the list in its new order. */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focuses an input once it is rendered and selects its text, so typing replaces it. */
export function selectSoon(id: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  });
}

export interface RowControlsProps {
  /** The row as a screen reader names it, e.g. "step 2" or "Brown rice". */
  name: string;
  /** Prefix of the buttons' ids, so focus can follow a row that moved. */
  idPrefix: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/**
 * Move up, move down and remove for one row of an ordered list. After a move, focus stays on the button
 * pressed (or its partner, at either end), so the keyboard can keep moving the same row.
 */
export function RowControls({ name, idPrefix, index, count, onMove, onRemove }: RowControlsProps) {
  const move = (to: number, direction: 'up' | 'down') => {
    onMove(index, to);
    const atEnd = direction === 'up' ? to === 0 : to === count - 1;
    focusSoon(`${idPrefix}-${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
  const moveButton = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        id={`${idPrefix}-${direction}`}
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Move ${name} ${direction}`}
        disabled={to < 0 || to > count - 1}
        onClick={() => move(to, direction)}
      >
        <Arrow aria-hidden />
      </Button>
    );
  };
  return (
    <div className="flex shrink-0 items-center">
      {moveButton('up')}
      {moveButton('down')}
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-neutral-500 hover:text-red-700"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

/** The list with one item moved from `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
