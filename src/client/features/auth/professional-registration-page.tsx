import { ROLE_LABELS } from '../../../shared/access.ts';
import { ZRegisterProfessionalInput } from '../../../shared/schemas/auth.ts';
import { Field } from '../../components/ui/field.tsx';
import { FieldRow, UrlField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { AccountFields, emptyAccount } from './account-fields.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { registrationSubmit, useRegistrationCallbacks } from './use-registration.ts';

const PROFESSIONAL_ROLES = ['dietitian', 'nutritionist', 'naturopath'] as const;

/** /dietitian-registration: a dietitian, nutritionist or naturopath, with their registration number. */
export function ProfessionalRegistrationPage() {
  const form = useForm({ ...emptyAccount, role: 'dietitian', regNum: '', website: '' });
  const register = trpc.auth.registerProfessional.useMutation(useRegistrationCallbacks(form.setErrors));

  const handleSubmit = registrationSubmit(
    form,
    ZRegisterProfessionalInput,
    (values) => ({ role: values.role, regNum: values.regNum, website: values.website || undefined }),
    (data) => register.mutate(data),
  );

  return (
    <RegistrationCard
      title="Professional registration"
      description="For dietitians, nutritionists and naturopaths."
      onSubmit={handleSubmit}
      pending={register.isPending}
    >
      <FieldRow>
        <SelectField label="I am a" required {...form.bind('role')}>
          {PROFESSIONAL_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <Field label="Registration number" required autoComplete="off" {...form.bind('regNum')} />
      </FieldRow>
      <AccountFields bind={form.bind} />
      <UrlField label="Website (optional)" autoComplete="url" {...form.bind('website')} />
    </RegistrationCard>
  );
}
