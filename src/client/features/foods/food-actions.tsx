import { useState } from 'react';
import { Check, EllipsisVertical, EyeOff, Flag, Pencil, Trash2 } from 'lucide-react';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import type { FoodListItem } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { ReportFoodDialog } from '../food-reports/report-food-dialog.tsx';
import { mayChangeFood, reviewsFoods } from './food-permissions.ts';

/** After a change to foods: the message of SPEC §8, and every foods list and count read again. */
export function useFoodMutationCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: MessageKey }) => {
      toast.success(messages[result.messageKey]);
      onDone?.();
      void utils.foods.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
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
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-9" aria-label={`Actions for ${food.name}`}>
              <EllipsisVertical className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onEdit(food.id)}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
            {reviewer && food.status !== 'hidden' ? (
              <DropdownMenuItem onSelect={() => hide.mutate({ id: food.id })}>
                <EyeOff aria-hidden />
                Hide
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
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
    <DialogContent role="alertdialog" className="text-left">
      <DialogHeader>
        <DialogTitle>Delete {food.name}?</DialogTitle>
        <DialogDescription>The food and its portions are deleted. This cannot be undone.</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: food.id })}
        >
          Delete food
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
