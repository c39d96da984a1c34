import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../components/ui/form-fields.tsx';
import { AuthCard, LoginLink } from './auth-card.tsx';

interface RegistrationCardProps {
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The account is being created: the button says so and cannot be pressed again. */
  pending: boolean;
  /** Above the form, such as why an invitation could not be read. */
  notice?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Below the button, inside the form. */
  after?: ReactNode;
}

/** The card of every registration screen: its fields, "Create account", and the way to log in instead. */
export function RegistrationCard({
  title,
  description,
  onSubmit,
  pending,
  notice,
  children,
  after,
}: RegistrationCardProps) {
  return (
    <AuthCard
      title={title}
      description={description}
      className="max-w-xl"
      footer={
        <>
          Already have an account? <LoginLink />
        </>
      }
    >
      {notice}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {children}
        <SubmitButton size="lg" className="w-full" pending={pending} pendingText="Creating account…">
          Create account
        </SubmitButton>
        {after}
      </form>
    </AuthCard>
  );
}
