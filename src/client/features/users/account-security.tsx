import { useState, type FormEvent, type ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import { ZChangeEmailInput, ZChangePasswordInput } from '../../../shared/schemas/auth.ts';
import type { Profile } from '../../../shared/schemas/users.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmailField, PasswordField } from '../../components/ui/form-fields.tsx';
import { type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { submitValues } from '../../components/checked-submit.ts';
import { showFormError, toastCallbacks } from '../../components/mutation-toasts.ts';

/** E-mail address, its verification, and the password: each change asks for the current password. */
export function AccountSecurity({ profile }: { profile: Profile }) {
  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Email address</CardTitle>
            <Badge variant={profile.emailVerified ? 'success' : 'secondary'}>
              {profile.emailVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </div>
          <CardDescription>
            You log in with <strong className="font-semibold text-neutral-900">{profile.email}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {profile.emailVerified ? null : <SendVerification />}
          <ChangeEmailForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs you out everywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
}

function useAccountMutationCallbacks(setErrors: (errors: FieldErrors) => void, onDone: () => void) {
  const utils = trpc.useUtils();
  return {
    ...toastCallbacks(() => {
      onDone();
      void utils.users.profile.invalidate();
      void utils.auth.me.invalidate();
    }),
    onError: showFormError(setErrors),
  };
}

function SendVerification() {
  const send = trpc.auth.sendVerificationEmail.useMutation(toastCallbacks());
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-amber-900">Please verify your email address.</p>
      <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
        <MailCheck aria-hidden />
        Send verification email
      </Button>
    </div>
  );
}

/**
 * Asks for a new address: a link goes to it, and the address changes only when that link is opened
 * (decision 055), so the form says where the link went until then.
 */
function ChangeEmailForm() {
  const form = useForm({ newEmail: '', currentPassword: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = trpc.auth.changeEmail.useMutation(useAccountMutationCallbacks(form.setErrors, form.reset));
  const handleSubmit = submitValues(form, ZChangeEmailInput, (data) =>
    change.mutate(data, {
      onSuccess: (result) => setSentTo(result.messageKey === 'emailChangeSent' ? data.newEmail : null),
    }),
  );
  return (
    <div className="grid gap-4">
      {sentTo ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-accent-50 p-4 text-sm text-accent-900"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            We sent a confirmation link to <strong className="font-semibold">{sentTo}</strong>. Your email
            changes when you open it; until then you log in with your current address.
          </span>
        </p>
      ) : null}
      <AccountChangeForm action="Change email" onSubmit={handleSubmit} pending={change.isPending}>
        <EmailField label="New email" {...form.bind('newEmail')} />
        <PasswordField
          label="Current password"
          id="change-email-current-password"
          {...form.bind('currentPassword')}
        />
      </AccountChangeForm>
    </div>
  );
}

function ChangePasswordForm() {
  const form = useForm({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const change = trpc.auth.changePassword.useMutation(
    useAccountMutationCallbacks(form.setErrors, form.reset),
  );
  const handleSubmit = submitValues(form, ZChangePasswordInput, (data) => change.mutate(data));
  return (
    <AccountChangeForm action="Change password" onSubmit={handleSubmit} pending={change.isPending}>
      <PasswordField
        label="Current password"
        id="change-password-current-password"
        fieldClassName="sm:col-span-2"
        {...form.bind('currentPassword')}
      />
      <PasswordField label="New password" isNew {...form.bind('newPassword')} />
      <PasswordField label="Repeat new password" isNew {...form.bind('repeatPassword')} />
    </AccountChangeForm>
  );
}

/** A change to the account: its fields in two columns, then the button that names it ("Change email"). */
function AccountChangeForm({
  action,
  onSubmit,
  pending,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={action} className="grid gap-4 sm:grid-cols-2">
      {children}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="outline" disabled={pending}>
          {action}
        </Button>
      </div>
    </form>
  );
}
