import { ROLE_LABELS } from '../../../shared/access.ts';
import { ZRegisterTrainerInput } from '../../../shared/schemas/auth.ts';
import { Field } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { AccountFields, emptyAccount } from './account-fields.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { registrationSubmit, useRegistrationCallbacks } from './use-registration.ts';

/** /pt-registration: a personal trainer, shown as Health & Fitness Professional. */
export function TrainerRegistrationPage() {
  const form = useForm({ ...emptyAccount, gym: '' });
  const register = trpc.auth.registerTrainer.useMutation(useRegistrationCallbacks(form.setErrors));

  const handleSubmit = registrationSubmit(
    form,
    ZRegisterTrainerInput,
    (values) => ({ gym: values.gym || undefined }),
    (data) => register.mutate(data),
  );

  return (
    <RegistrationCard
      title={`${ROLE_LABELS.personal_trainer} registration`}
      description="For personal trainers and their clients."
      onSubmit={handleSubmit}
      pending={register.isPending}
    >
      <AccountFields bind={form.bind} />
      <Field label="Gym (optional)" autoComplete="organization" {...form.bind('gym')} />
    </RegistrationCard>
  );
}
