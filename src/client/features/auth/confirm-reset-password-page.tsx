import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { ZConfirmPasswordResetInput } from '../../../shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, SubmitButton } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { AuthCard, LoginLink } from './auth-card.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';
import { checkedSubmit } from '../../components/checked-submit.ts';

const ZNewPassword = ZConfirmPasswordResetInput.extend({
  repeatPassword: ZConfirmPasswordResetInput.shape.password,
}).refine((v) => v.password === v.repeatPassword, {
  message: 'The passwords do not match.',
  path: ['repeatPassword'],
});

/** /confirm-reset-password?token=: the new password, twice; then a way to log in with it. */
export function ConfirmResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useForm({ password: '', repeatPassword: '' });
  const [done, setDone] = useState(false);
  const confirm = trpc.auth.confirmPasswordReset.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setDone(true);
    },
    onError: showFormError(form.setErrors),
  });

  const handleSubmit = checkedSubmit(
    form.setErrors,
    ZNewPassword,
    () => ({ token, ...form.values }),
    (data) => confirm.mutate({ token: data.token, password: data.password }),
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={<LoginLink>Back to log in</LoginLink>}>
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {messages.linkInvalid}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Use at least 8 characters.">
      {done ? (
        <div className="grid gap-5 text-center">
          <p role="status" className="rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-900">
            {messages.passwordResetSuccessful}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Go to log in</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <PasswordField label="New password" isNew required {...form.bind('password')} />
          <PasswordField label="Repeat new password" isNew required {...form.bind('repeatPassword')} />
          <SubmitButton size="lg" className="w-full" pending={confirm.isPending}>
            Save new password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
