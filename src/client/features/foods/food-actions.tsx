import { useState } from 'react';
import { Check, EyeOff, Flag } from 'lucide-react';
import type { FoodListItem } from '../../../shared/schemas/foods.ts';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { ReportFoodDialog } from '../food-reports/report-food-dialog.tsx';
import { mayChangeFood, reviewsFoods } from './food-permissions.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

/** After a change to foods: the message of SPEC §8, and every foods list and count read again. */
export function useFoodMutationCallbacks(onDone?: () => void) {
  return useChangeCallbacks(['foods'], onDone);
}

interface FoodActionsProps {
  food: FoodListItem;
  onEdit: (id: string) => void;
}

/** One food's actions, by role: approve (pending), edit, hide, delete; report a problem for the others. */
export function FoodActions({ food, onEdit }: FoodActionsProps) {
  const user = useCurrentUser();
  const reviewer = reviewsFoods(user);
  const mayChange = mayChangeFood(user, food);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const approve = trpc.foods.approve.useMutation(useFoodMutationCallbacks());
  const hide = trpc.foods.hide.useMutation(useFoodMutationCallbacks());
  const report = (
    <Button variant="ghost" size="icon" className="size-9" aria-label={`Report a problem with ${food.name}`}>
      <Flag aria-hidden />
    </Button>
  );
  return (
    <div className="flex items-center justify-end gap-1">
      {reviewer && food.status !== 'published' ? (
        <Button
          size="sm"
          disabled={approve.isPending}
          aria-label={`Approve ${food.name}`}
          onClick={() => approve.mutate({ id: food.id })}
        >
          <Check aria-hidden />
          Approve
        </Button>
      ) : null}
      {!reviewer && !mayChange ? <ReportFoodDialog food={food} trigger={report} /> : null}
      {mayChange ? (
        <RowMenu
          name={food.name}
          triggerClassName="size-9"
          items={[
            editItem(() => onEdit(food.id)),
            reviewer &&
              food.status !== 'hidden' && {
                label: 'Hide',
                icon: EyeOff,
                onSelect: () => hide.mutate({ id: food.id }),
              },
            deleteItem(() => setConfirmingDelete(true)),
          ]}
        />
      ) : null}
      <Dialog open={confirmingDelete} onOpenChange={setConfirmingDelete}>
        {confirmingDelete ? <DeleteFoodDialog food={food} onDone={() => setConfirmingDelete(false)} /> : null}
      </Dialog>
    </div>
  );
}

function DeleteFoodDialog({ food, onDone }: { food: FoodListItem; onDone: () => void }) {
  const remove = trpc.foods.delete.useMutation(useFoodMutationCallbacks(onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${food.name}?`}
      description="The food and its portions are deleted. This cannot be undone."
      confirmLabel="Delete food"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: food.id })}
    />
  );
}
