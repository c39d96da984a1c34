import { useState } from 'react';
import { MailPlus } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { ZInviteInput } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../components/ui/dialog.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormDialogContent } from '../../components/dialogs.tsx';
import { checkedSubmit } from '../../components/checked-submit.ts';

/** "Invite dietitian": mails a /register?invite= link to the address. */
export function InviteDietitianDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = trpc.members.invite.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setOpen(false);
      setEmail('');
    },
    onError: (error) => {
      const text = errorText(error);
      toast.error(text);
      setErrors({ email: text, ...serverFieldErrors(error) });
    },
  });

  const handleSubmit = checkedSubmit(setErrors, ZInviteInput, () => ({ email }), invite.mutate);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <MailPlus aria-hidden />
          Invite dietitian
        </Button>
      </DialogTrigger>
      <FormDialogContent
        title="Invite dietitian"
        description="We e-mail them a link to create their dietitian account."
        onSubmit={handleSubmit}
        submitLabel="Send invitation"
        disabled={invite.isPending}
      >
        <EmailField
          label="Email"
          name="email"
          autoComplete="off"
          value={email}
          error={errors.email ?? null}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors({});
          }}
        />
      </FormDialogContent>
    </Dialog>
  );
}
