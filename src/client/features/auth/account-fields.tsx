import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { BoundField } from '../../lib/use-form.ts';

export interface AccountFieldsProps {
  firstName: BoundField;
  lastName: BoundField;
  email: BoundField;
  password: BoundField;
  repeatPassword: BoundField;
  gender: BoundField;
  birthDate: BoundField;
  phone: BoundField;
  /** An invited address cannot be changed. */
  emailLocked?: boolean;
}

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

/** What every way in asks: names, e-mail, password twice, and the optional personal details. */
export function AccountFields(props: AccountFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" required {...props.firstName} />
        <Field label="Last name" autoComplete="family-name" required {...props.lastName} />
      </div>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        readOnly={props.emailLocked}
        className={props.emailLocked ? 'bg-neutral-100 text-neutral-700' : undefined}
        hint={props.emailLocked ? 'You were invited with this address.' : undefined}
        {...props.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...props.password}
      />
      <Field
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        required
        {...props.repeatPassword}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Gender (optional)" {...props.gender}>
          <option value="">Prefer not to say</option>
          {GENDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Field label="Birth date (optional)" type="date" autoComplete="bday" {...props.birthDate} />
      </div>
      <Field label="Phone (optional)" type="tel" autoComplete="tel" {...props.phone} />
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
