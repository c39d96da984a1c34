import { Field } from '../../components/ui/field.tsx';
import { EmailField, FieldRow, PasswordField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { BoundField } from '../../lib/use-form.ts';

export type AccountFieldName = keyof typeof emptyAccount;

export interface AccountFieldsProps {
  /** The form's binding of each account field by name. */
  bind: (name: AccountFieldName) => BoundField;
  /** An invited address: shown in place of the e-mail field's value, and it cannot be changed. */
  lockedEmail?: string | undefined;
}

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

/** What every way in asks: names, e-mail, password twice, and the optional personal details. */
export function AccountFields({ bind, lockedEmail }: AccountFieldsProps) {
  const emailLocked = lockedEmail !== undefined;
  return (
    <>
      <FieldRow>
        <Field label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <Field label="Last name" autoComplete="family-name" required {...bind('lastName')} />
      </FieldRow>
      <EmailField
        label="Email"
        required
        readOnly={emailLocked}
        className={emailLocked ? 'bg-neutral-100 text-neutral-700' : undefined}
        hint={emailLocked ? 'You were invited with this address.' : undefined}
        {...bind('email')}
        {...(emailLocked ? { value: lockedEmail } : {})}
      />
      <PasswordField label="Password" isNew required hint="At least 8 characters." {...bind('password')} />
      <PasswordField label="Repeat password" isNew required {...bind('repeatPassword')} />
      <FieldRow>
        <SelectField label="Gender (optional)" {...bind('gender')}>
          <GenderOptions />
        </SelectField>
        <Field label="Birth date (optional)" type="date" autoComplete="bday" {...bind('birthDate')} />
      </FieldRow>
      <Field label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
    </>
  );
}

/** The gender choices of a select, "Prefer not to say" first. */
export function GenderOptions() {
  return (
    <>
      <option value="">Prefer not to say</option>
      {GENDER_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export const emptyAccount = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  repeatPassword: '',
  gender: '',
  birthDate: '',
  phone: '',
};

/** The form's strings as the registration schemas take them: blanks of optional fields left out. */
export function accountInput(values: typeof emptyAccount) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    repeatPassword: values.repeatPassword,
    gender: values.gender || undefined,
    birthDate: values.birthDate || undefined,
    phone: values.phone || undefined,
  };
}
