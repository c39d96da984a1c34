import { useState } from 'react';
import { Check, Coins, EllipsisVertical, Trash2, UserCog } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import type { z } from 'zod';
import type { ZMember } from '../../../shared/schemas/users.ts';
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
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { fullName } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { GrantCreditsDialog } from './grant-credits-dialog.tsx';

type Member = z.infer<typeof ZMember>;

function useMemberMutationCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      onDone?.();
      void utils.members.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
            <EllipsisVertical className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDialog('role')}>
            <UserCog aria-hidden />
            Change role
          </DropdownMenuItem>
          {member.role === 'admin' ? null : (
            <DropdownMenuItem onSelect={() => setDialog('credits')}>
              <Coins aria-hidden />
              Meal slots and credits
            </DropdownMenuItem>
          )}
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
      <SelectField label="New role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          disabled={role === member.role || setMemberRole.isPending}
          onClick={() => setMemberRole.mutate({ userId: member.id, role })}
        >
          Change role
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function DeleteDialog({ member, name, onDone }: { member: Member; name: string; onDone: () => void }) {
  const remove = trpc.members.delete.useMutation(useMemberMutationCallbacks(onDone));
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeader>
        <DialogTitle>Delete {name}?</DialogTitle>
        <DialogDescription>
          This deletes {member.email} with their goal, plans, meals and subscription. It cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ userId: member.id })}
        >
          Delete user
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
