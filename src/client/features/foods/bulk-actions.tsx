import { useState } from 'react';
import { Pencil, Trash2, X } from 'lucide-react';
import { FOOD_STATUSES, type FoodStatus } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useFoodMutationCallbacks } from './food-actions.tsx';
import { ConfirmDialogContent, DialogActions } from '../../components/dialogs.tsx';

export const STATUS_LABELS: Record<FoodStatus, string> = {
  published: 'Published',
  pending: 'Pending',
  hidden: 'Hidden',
};

interface BulkActionsProps {
  ids: readonly string[];
  onDone: () => void;
}

/** The admin's bar for the selected foods: set status or category on all of them, or delete them. */
export function BulkActions({ ids, onDone }: BulkActionsProps) {
  const [dialog, setDialog] = useState<'update' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const count = ids.length === 1 ? '1 food' : `${ids.length} foods`;
  return (
    <div
      role="region"
      aria-label="Selected foods"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-lg"
    >
      <p className="mr-auto text-sm font-medium text-neutral-900">{count} selected</p>
      <Button variant="outline" size="sm" onClick={() => setDialog('update')}>
        <Pencil aria-hidden />
        Update
      </Button>
      <Button variant="destructive" size="sm" onClick={() => setDialog('delete')}>
        <Trash2 aria-hidden />
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        <X aria-hidden />
        Clear
      </Button>
      <ItemDialog item={dialog} onClose={close}>
        {(open) => {
          const Content = open === 'update' ? BulkUpdateDialog : BulkDeleteDialog;
          return (
            <Content
              ids={ids}
              count={count}
              onDone={() => {
                close();
                onDone();
              }}
            />
          );
        }}
      </ItemDialog>
    </div>
  );
}

/** The select's value for "leave as it is"; an empty category value means "no category". */
const UNCHANGED = 'unchanged';

/** What a batch dialog is given: the chosen foods, "3 foods", and how to close it once done. */
interface BulkDialogProps {
  ids: readonly string[];
  count: string;
  onDone: () => void;
}

function BulkUpdateDialog({ ids, count, onDone }: BulkDialogProps) {
  const [status, setStatus] = useState<FoodStatus | typeof UNCHANGED>(UNCHANGED);
  const [categoryId, setCategoryId] = useState<string>(UNCHANGED);
  const [byRules, setByRules] = useState(false);
  const categories = trpc.foodCategories.list.useQuery();
  const update = trpc.foods.bulkUpdate.useMutation(useFoodMutationCallbacks(onDone));
  const nothingChosen = status === UNCHANGED && categoryId === UNCHANGED && !byRules;
  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Update {count}</DialogTitle>
        <DialogDescription>
          Set the status or the category of every selected food, or have the rule table work out again what
          they contain. Publishing a pending food approves it and emails the professional who added it.
        </DialogDescription>
      </DialogHeader>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as FoodStatus | typeof UNCHANGED)}
        options={FOOD_STATUSES.map((option) => ({ value: option, label: STATUS_LABELS[option] }))}
      >
        <option value={UNCHANGED}>Leave as it is</option>
      </SelectField>
      <SelectField
        label="Category"
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
        options={categories.data?.map((category) => ({ value: category.id, label: category.name }))}
      >
        <option value={UNCHANGED}>Leave as it is</option>
        <option value="">No category</option>
      </SelectField>
      <div className="grid gap-1">
        <div className="flex min-h-8 items-center gap-2">
          <Checkbox id="bulk-foods-rules" checked={byRules} onCheckedChange={setByRules} />
          <Label htmlFor="bulk-foods-rules" className="leading-snug">
            Work out what they contain from their names
          </Label>
        </div>
        <p className="text-sm text-neutral-600">
          Replaces what a person set with the rule table’s answer; the recipes using them follow.
        </p>
      </div>
      <DialogActions>
        <Button
          disabled={nothingChosen || update.isPending}
          onClick={() =>
            update.mutate({
              ids: [...ids],
              changes: {
                ...(status === UNCHANGED ? {} : { status }),
                ...(categoryId === UNCHANGED ? {} : { categoryId: categoryId || null }),
                ...(byRules ? { tagsSetBy: 'rules' as const } : {}),
              },
            })
          }
        >
          {update.isPending ? 'Updating…' : `Update ${count}`}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}

function BulkDeleteDialog({ ids, count, onDone }: BulkDialogProps) {
  const remove = trpc.foods.bulkDelete.useMutation(useFoodMutationCallbacks(onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${count}?`}
      description="The selected foods and their portions are deleted. This cannot be undone."
      confirmLabel={remove.isPending ? 'Deleting…' : `Delete ${count}`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ ids: [...ids] })}
    />
  );
}
