import { useState } from 'react';
import type { Tag } from '../../../shared/schemas/tags.ts';
import type { Role } from '../../../shared/access.ts';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { RoleCheckboxes, TAG_ROLE_CHOICES } from './role-checkboxes.tsx';
import { TAG_KIND_WORDS } from './tag-words.ts';
import { ConfirmDialogContent, DialogActions } from '../../components/dialogs.tsx';

/** Shows the result's message and refreshes every tag list: these screens' and every tag picker's. */
export function useTagCallbacks(onDone?: () => void) {
  return useChangeCallbacks(['tags'], onDone);
}

export function DeleteTagDialog({ tag, onDone }: { tag: Tag; onDone: () => void }) {
  const callbacks = useTagCallbacks(onDone);
  const deleteMeal = trpc.tags.meal.delete.useMutation(callbacks);
  const deleteNutrition = trpc.tags.nutrition.delete.useMutation(callbacks);
  const remove = tag.kind === 'meal' ? deleteMeal : deleteNutrition;
  return (
    <ConfirmDialogContent
      title={`Delete “${tag.name}”?`}
      description={`It is taken off every recipe${tag.kind === 'nutrition' ? ', food' : ''} and saved selection that has it. This cannot be undone.`}
      confirmLabel={`Delete ${TAG_KIND_WORDS[tag.kind].one}`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: tag.id })}
    />
  );
}

/** Sets who sees each of the chosen nutrition tags at once (SPEC §7 batch set). */
export function BulkRolesDialog({ tags, onDone }: { tags: readonly Tag[]; onDone: () => void }) {
  // Starts from the roles every chosen tag already has, so ticking one more role is one click.
  const [roles, setRoles] = useState<Role[]>(() =>
    TAG_ROLE_CHOICES.filter((role) => tags.every((tag) => tag.roles.includes(role))),
  );
  const bulkUpdate = trpc.tags.nutrition.bulkUpdate.useMutation(useTagCallbacks(onDone));
  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Who sees the {tags.length === 1 ? 'tag' : `${tags.length} tags`}</DialogTitle>
        <DialogDescription>The roles you tick replace each chosen tag’s roles.</DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          bulkUpdate.mutate({ ids: tags.map((t) => t.id), changes: { roles } });
        }}
      >
        <RoleCheckboxes value={roles} onChange={setRoles} />
        <DialogActions>
          <Button type="submit" disabled={bulkUpdate.isPending}>
            Save roles
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
