// dnd-kit, which the planner's board loads after its first render (meal-drag.tsx): 13.5 KB (gzip) that
// the first screen does not need, since nothing can be dragged before the board is on screen.
export {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
