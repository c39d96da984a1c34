import { useMemo, useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { Plan } from '../../../shared/schemas/billing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { grantLines, periodLabel, priceWithPeriod, TIER_LABELS } from '../billing/plan-text.ts';
import { moveBefore, neighbourOf } from './plan-order.ts';

interface ListProps {
  plans: Plan[];
  busy: boolean;
  onReorder: (planIds: string[]) => void;
  onToggleActive: (plan: Plan, active: boolean) => void;
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
}

const INSTRUCTIONS =
  'To move a plan, press Space or Enter on its handle, move it with the up and down arrow keys, then press ' +
  'Space or Enter to drop it there. Escape cancels.';

/** The plans in their order, reordered by dragging a handle: mouse, a long press on touch, or the keyboard. */
export function SortablePlanList({ plans, busy, onReorder, ...actions }: ListProps) {
  const ids = useMemo(() => plans.map((plan) => plan.id), [plans]);
  const [dragged, setDragged] = useState<Plan | null>(null);

  // The arrow keys jump from row to row rather than by pixels, so one press is one place.
  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context }) => {
        const step = event.code === 'ArrowUp' ? -1 : event.code === 'ArrowDown' ? 1 : 0;
        if (step === 0) return undefined;
        event.preventDefault();
        const from = String(context.over?.id ?? context.active?.id ?? '');
        const to = neighbourOf(ids, from, step);
        const rect = to ? context.droppableRects.get(to) : undefined;
        const moving = context.collisionRect;
        if (!rect || !moving) return undefined;
        return { x: rect.left, y: rect.top + (rect.height - moving.height) / 2 };
      },
    [ids],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const titleOf = (id: unknown) => plans.find((plan) => plan.id === id)?.title ?? 'The plan';
  const placeOf = (id: unknown) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)} at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${placeOf(over.id)}.`
        : `${titleOf(active.id)} is not over a plan.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at ${placeOf(over.id)}.`
        : `${titleOf(active.id)} stays where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${titleOf(active.id)} stays at ${placeOf(active.id)}.`,
  };

  function handleDragEnd(event: DragEndEvent) {
    setDragged(null);
    if (!event.over || event.over.id === event.active.id) return;
    onReorder(moveBefore(ids, String(event.active.id), String(event.over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={(event) => setDragged(plans.find((plan) => plan.id === event.active.id) ?? null)}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <ol aria-label="Plans, in the order members see them" className="grid gap-3">
        {plans.map((plan, index) => (
          <PlanRow key={plan.id} plan={plan} position={index + 1} busy={busy} {...actions} />
        ))}
      </ol>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="flex items-center gap-3 rounded-2xl border border-accent-300 bg-white p-4 shadow-xl">
            <GripVertical className="size-5 text-neutral-500" aria-hidden />
            <span className="font-semibold text-neutral-900">{dragged.title}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

type RowProps = Omit<ListProps, 'plans' | 'onReorder'> & { plan: Plan; position: number };

function PlanRow({ plan, position, busy, onToggleActive, onEdit, onDelete }: RowProps) {
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: plan.id });
  const {
    setNodeRef: setDragRef,
    attributes,
    listeners,
    isDragging,
  } = useDraggable({ id: plan.id, disabled: busy });
  const switchId = `plan-active-${plan.id}`;
  return (
    <li
      ref={setDropRef}
      aria-label={plan.title}
      data-plan-id={plan.id}
      className={cn(
        'rounded-2xl transition-shadow',
        isOver && !isDragging && 'ring-2 ring-accent-600 ring-offset-2',
      )}
    >
      <div
        ref={setDragRef}
        className={cn(
          'flex items-start gap-2 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:items-center sm:gap-3 sm:p-4',
          isDragging && 'opacity-40',
          !plan.active && 'bg-neutral-50',
        )}
      >
        <button
          type="button"
          className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-neutral-500 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-accent-600 active:cursor-grabbing"
          aria-label={`Move ${plan.title}, position ${position}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <div className="grid min-w-0 flex-1 gap-1.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold break-words text-neutral-900">{plan.title}</span>
              <Badge variant={plan.kind === 'token' ? 'outline' : 'secondary'}>{periodLabel(plan)}</Badge>
              {plan.tier ? <Badge variant="accent">{TIER_LABELS[plan.tier]}</Badge> : null}
            </div>
            <p className="text-sm text-neutral-600">
              <span className="font-medium text-neutral-900 tabular-nums">{priceWithPeriod(plan)}</span>
              <span aria-hidden> · </span>
              {grantLines(plan).join(' · ')}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={plan.active}
              onCheckedChange={(active) => onToggleActive(plan, active)}
            />
            <label htmlFor={switchId} className="text-sm text-neutral-700">
              {plan.active ? 'Active' : 'Inactive'}
            </label>
          </div>
        </div>
        <RowMenu
          name={plan.title}
          triggerClassName="shrink-0"
          items={[editItem(() => onEdit(plan)), deleteItem(() => onDelete(plan))]}
        />
      </div>
    </li>
  );
}
