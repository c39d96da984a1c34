import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { EmailField, SubmitButton } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, LoginLink } from './auth-card.tsx';

/** /reset-password: mails a link to choose a new password, with the spec's message for each outcome. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setSent(true);
    },
    onError: (failure) => {
      const text = errorText(failure);
      toast.error(text);
      setError(text);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      toast.error(messages.emailRequired);
      setError(messages.emailRequired);
      return;
    }
    setError(null);
    request.mutate({ email });
  }

  return (
    <AuthCard
      title="Reset your password"
      description="We will e-mail you a link to choose a new password."
      footer={
        <>
          Remembered it? <LoginLink>Back to log in</LoginLink>
        </>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-900">
          {messages.resetEmailSent}
        </p>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <EmailField
            label="Email"
            name="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <SubmitButton size="lg" className="w-full" pending={request.isPending} pendingText="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
