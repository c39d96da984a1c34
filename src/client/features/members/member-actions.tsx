import { useState } from 'react';
import { Check, Coins, UserCheck, UserCog } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/access.ts';
import type { z } from 'zod';
import type { ZMember } from '../../../shared/schemas/users.ts';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { deleteItem, RowMenu } from '../../components/row-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { fullName } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { GrantCreditsDialog } from './grant-credits-dialog.tsx';
import { ConfirmDialogContent, DialogActions } from '../../components/dialogs.tsx';

type Member = z.infer<typeof ZMember>;

/** Every role, as a select's choices. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function useMemberMutationCallbacks(onDone?: () => void) {
  return useChangeCallbacks(['members'], onDone);
}

/** Approve (pending accounts), change role, meal slots and credits, delete: one row's actions on Members. */
export function MemberActions({ member }: { member: Member }) {
  const [dialog, setDialog] = useState<'role' | 'credits' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const approve = trpc.members.approve.useMutation(useMemberMutationCallbacks());
  const name = fullName(member) || member.email;
  return (
    <div className="flex items-center justify-end gap-1">
      {member.status === 'pending' ? (
        <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate({ userId: member.id })}>
          <Check aria-hidden />
          Approve
        </Button>
      ) : null}
      <RowMenu
        name={name}
        items={[
          // A student claim is granted by Approve; the admin who doubts it opens the account without it.
          member.status === 'pending' &&
            member.isStudent && {
              label: 'Approve without student access',
              icon: UserCheck,
              onSelect: () => approve.mutate({ userId: member.id, studentClaim: 'refuse' }),
            },
          { label: 'Change role', icon: UserCog, onSelect: () => setDialog('role') },
          member.role !== 'admin' && {
            label: 'Meal slots and credits',
            icon: Coins,
            onSelect: () => setDialog('credits'),
          },
          deleteItem(() => setDialog('delete')),
        ]}
      />
      <Dialog open={dialog === 'role'} onOpenChange={(open) => !open && close()}>
        {dialog === 'role' ? <ChangeRoleDialog member={member} name={name} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog === 'credits'} onOpenChange={(open) => !open && close()}>
        {dialog === 'credits' ? <GrantCreditsDialog userId={member.id} name={name} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog === 'delete'} onOpenChange={(open) => !open && close()}>
        {dialog === 'delete' ? <DeleteDialog member={member} name={name} onDone={close} /> : null}
      </Dialog>
    </div>
  );
}

function ChangeRoleDialog({ member, name, onDone }: { member: Member; name: string; onDone: () => void }) {
  const [role, setRole] = useState<Role>(member.role);
  const setMemberRole = trpc.members.setRole.useMutation(useMemberMutationCallbacks(onDone));
  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Change role</DialogTitle>
        <DialogDescription>
          Choose the new role for {name}. They see the screens of that role from their next page.
        </DialogDescription>
      </DialogHeader>
      <SelectField
        label="New role"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        options={ROLE_OPTIONS}
      />
      <DialogActions>
        <Button
          disabled={role === member.role || setMemberRole.isPending}
          onClick={() => setMemberRole.mutate({ userId: member.id, role })}
        >
          Change role
        </Button>
      </DialogActions>
    </DialogContent>
  );
}

function DeleteDialog({ member, name, onDone }: { member: Member; name: string; onDone: () => void }) {
  const remove = trpc.members.delete.useMutation(useMemberMutationCallbacks(onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${name}?`}
      description={`This deletes ${member.email} with their goal, plans, meals and subscription. It cannot be undone.`}
      confirmLabel="Delete user"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ userId: member.id })}
    />
  );
}
