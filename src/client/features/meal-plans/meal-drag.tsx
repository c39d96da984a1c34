import { createContext, useContext, useEffect } from 'react';
import type { useDraggable, useDroppable } from '@dnd-kit/core';
import { lateModule } from '../../lib/late-module.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type * as BoardDndModule from './board-dnd.ts';

/**
 * Dragging meals on the planner's board (decision 047). dnd-kit arrives after the board's first render,
 * when the browser is idle: the board renders at once with inert drag hooks, then once more with dnd-kit's
 * (its slots mount again then, as the hooks behind them change).
 */
export type BoardDnd = typeof BoardDndModule;

export const boardDnd = lateModule<BoardDnd>(() => import('./board-dnd.ts'));

type DragHooks = { useDraggable: typeof useDraggable; useDroppable: typeof useDroppable };

const noRef = () => {};

/** Before dnd-kit has arrived: nothing is dragged, nothing is over a slot. */
const INERT: DragHooks = {
  useDraggable: () =>
    ({
      setNodeRef: noRef,
      setActivatorNodeRef: noRef,
      listeners: undefined,
      attributes: {},
      isDragging: false,
    }) as unknown as ReturnType<typeof useDraggable>,
  useDroppable: () =>
    ({ setNodeRef: noRef, isOver: false, active: null }) as unknown as ReturnType<typeof useDroppable>,
};

const DragHooksContext = createContext<DragHooks>(INERT);
export const DragHooksProvider = DragHooksContext.Provider;

/** The drag hooks of the board a slot is on: dnd-kit's once loaded, inert before. */
export const useDragHooks = () => useContext(DragHooksContext);

/** dnd-kit once it has arrived; asks for it when the browser is next idle after the first render. */
export function useBoardDnd(): BoardDnd | undefined {
  const dnd = boardDnd.useLoaded();
  useEffect(() => {
    if (dnd) return;
    return whenIdle(() => void boardDnd.load().catch(() => {}));
  }, [dnd]);
  return dnd;
}
