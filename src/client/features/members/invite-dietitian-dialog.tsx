import { useState } from 'react';
import { MailPlus } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { ZInviteInput } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../components/ui/dialog.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormDialogContent } from '../../components/dialogs.tsx';
import { submitValues } from '../../components/checked-submit.ts';
import { useForm } from '../../lib/use-form.ts';

/** "Invite dietitian": mails a /register?invite= link to the address. */
export function InviteDietitianDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm({ email: '' });
  const invite = trpc.members.invite.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setOpen(false);
      form.reset();
    },
    onError: (error) => {
      const text = errorText(error);
      toast.error(text);
      form.setErrors({ email: text, ...serverFieldErrors(error) });
    },
  });

  const handleSubmit = submitValues(form, ZInviteInput, invite.mutate);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.setErrors({});
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
        <EmailField label="Email" autoComplete="off" {...form.bind('email')} />
      </FormDialogContent>
    </Dialog>
  );
}
