import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { gradDateRange, STUDENT_YEARS_AHEAD } from '../../../shared/billing/entitlements.ts';
import { ZRegisterInput } from '../../../shared/schemas/auth.ts';
import { LoadingRows } from '../../components/list-parts.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { APP_NAME } from '../../lib/brand.ts';
import { errorText, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm, type BoundField } from '../../lib/use-form.ts';
import { AccountFields, accountInput, emptyAccount } from './account-fields.tsx';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { useRegistrationCallbacks } from './use-registration.ts';

/** /register: a member, a student of an organisation, or (with ?invite=) whoever the invite names. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const inviteId = searchParams.get('invite');
  const invite = trpc.auth.invite.useQuery(
    { inviteId: inviteId ?? '' },
    { enabled: inviteId !== null, retry: false },
  );
  const form = useForm({ ...emptyAccount, gradDate: '', organisationId: '' });
  const [isStudent, setIsStudent] = useState(false);
  const register = trpc.auth.register.useMutation(useRegistrationCallbacks(form.setErrors));
  const invited = invite.data;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZRegisterInput, {
      ...accountInput(form.values),
      email: invited?.email ?? form.values.email,
      inviteId: invited && inviteId ? inviteId : undefined,
      isStudent,
      gradDate: isStudent ? form.values.gradDate || undefined : undefined,
      organisationId: isStudent ? form.values.organisationId || undefined : undefined,
    });
    if (!checked.ok) {
      // The schema reports a missing organisation on gradDate; show it where it belongs too.
      form.setErrors(
        isStudent && !form.values.organisationId && checked.errors.gradDate
          ? { ...checked.errors, organisationId: 'Choose your organisation.' }
          : checked.errors,
      );
      return;
    }
    form.setErrors({});
    register.mutate(checked.data);
  }

  if (inviteId !== null && invite.isPending) {
    return (
      <AuthCard title="Create your account">
        <LoadingRows label="Loading the invitation…" rows={3} rowClassName="h-10" className="grid gap-4" />
      </AuthCard>
    );
  }

  return (
    <RegistrationCard
      title="Create your account"
      description={
        invited ? (
          <>
            You are joining {APP_NAME} as a{' '}
            <strong className="text-neutral-900">{ROLE_LABELS[invited.role]}</strong>.
          </>
        ) : (
          `Plan meals and save recipes with ${APP_NAME}.`
        )
      }
      onSubmit={handleSubmit}
      pending={register.isPending}
      notice={
        invite.isError ? (
          <p role="alert" className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {errorText(invite.error)} You can still create a member account.
          </p>
        ) : null
      }
      after={
        invited ? null : (
          <p className="text-center text-sm text-neutral-600">
            A professional?{' '}
            <Link to="/dietitian-registration" className={authLinkClass}>
              Dietitian registration
            </Link>{' '}
            ·{' '}
            <Link to="/pt-registration" className={authLinkClass}>
              {ROLE_LABELS.personal_trainer}
            </Link>
          </p>
        )
      }
    >
      <AccountFields bind={form.bind} lockedEmail={invited?.email} />
      {invited ? null : (
        <StudentFields
          isStudent={isStudent}
          onStudentChange={setIsStudent}
          organisationId={form.bind('organisationId')}
          gradDate={form.bind('gradDate')}
        />
      )}
    </RegistrationCard>
  );
}

interface StudentFieldsProps {
  isStudent: boolean;
  onStudentChange: (isStudent: boolean) => void;
  organisationId: BoundField;
  gradDate: BoundField;
}

/** "I am a student": the organisation and the graduation date appear once it is ticked. */
function StudentFields({ isStudent, onStudentChange, organisationId, gradDate }: StudentFieldsProps) {
  const organisations = trpc.auth.organisations.useQuery(undefined, { enabled: isStudent });
  const range = gradDateRange(new Date());
  return (
    <fieldset className="grid gap-4 rounded-xl border border-neutral-200 p-4">
      <legend className="sr-only">Student</legend>
      <div className="flex items-center gap-3">
        <Checkbox
          id="is-student"
          checked={isStudent}
          onCheckedChange={(checked) => onStudentChange(checked === true)}
        />
        <Label htmlFor="is-student">I am a student</Label>
      </div>
      {isStudent ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Organisation" required disabled={organisations.isPending} {...organisationId}>
            <option value="">{organisations.isPending ? 'Loading…' : 'Choose…'}</option>
            {organisations.data?.map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.name}
              </option>
            ))}
          </SelectField>
          <Field
            label="Graduation date"
            type="date"
            required
            min={range.earliest}
            max={range.latest}
            hint={`At most ${STUDENT_YEARS_AHEAD} years from today. Student accounts open once an admin approves them.`}
            {...gradDate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
