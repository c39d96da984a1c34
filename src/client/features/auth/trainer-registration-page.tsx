import type { FormEvent } from 'react';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { ZRegisterTrainerInput } from '../../../shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { AccountFields, accountInput, emptyAccount } from './account-fields.tsx';
import { AuthCard, LoginLink } from './auth-card.tsx';
import { useRegistrationCallbacks } from './use-registration.ts';

/** /pt-registration: a personal trainer, shown as Health & Fitness Professional. */
export function TrainerRegistrationPage() {
  const form = useForm({ ...emptyAccount, gym: '' });
  const register = trpc.auth.registerTrainer.useMutation(useRegistrationCallbacks(form.setErrors));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZRegisterTrainerInput, {
      ...accountInput(form.values),
      gym: form.values.gym || undefined,
    });
    form.setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) register.mutate(checked.data);
  }

  return (
    <AuthCard
      title={`${ROLE_LABELS.personal_trainer} registration`}
      description="For personal trainers and their clients."
      className="max-w-xl"
      footer={
        <>
          Already have an account? <LoginLink />
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <AccountFields
          firstName={form.bind('firstName')}
          lastName={form.bind('lastName')}
          email={form.bind('email')}
          password={form.bind('password')}
          repeatPassword={form.bind('repeatPassword')}
          gender={form.bind('gender')}
          birthDate={form.bind('birthDate')}
          phone={form.bind('phone')}
        />
        <Field label="Gym (optional)" autoComplete="organization" {...form.bind('gym')} />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
