import { useId } from 'react';
import { ROLE_LABELS, SUBSCRIBERS, type Role } from '../../../shared/access.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';

/** The roles a tag can be shown to; admins see every tag whatever it says. */
export const TAG_ROLE_CHOICES: readonly Role[] = SUBSCRIBERS;

/** Who a tag is shown to, in words: "All roles", "Admins only", or the roles' names. */
export function describeTagRoles(roles: readonly Role[]): string {
  const shown = TAG_ROLE_CHOICES.filter((role) => roles.includes(role));
  if (shown.length === TAG_ROLE_CHOICES.length) return 'All roles';
  if (shown.length === 0) return 'Admins only';
  return shown.map((role) => ROLE_LABELS[role]).join(', ');
}

interface RoleCheckboxesProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  disabled?: boolean;
  /** The roles to choose from (a tag's: every subscriber). */
  choices?: readonly Role[];
  legend?: string;
  hint?: string | null;
  error?: string | null;
}

/** A checkbox for each role to choose: who sees a tag, who receives a notification. */
export function RoleCheckboxes({
  value,
  onChange,
  disabled,
  choices = TAG_ROLE_CHOICES,
  legend = 'Shown to',
  hint = 'Admins see every tag.',
  error = null,
}: RoleCheckboxesProps) {
  const id = useId();
  const toggle = (role: Role, on: boolean) =>
    onChange(choices.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{legend}</legend>
      {hint ? <p className="-mt-1 text-sm text-neutral-600">{hint}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((role) => (
          <div key={role} className="flex min-h-8 items-center gap-2">
            <Checkbox
              id={`${id}-${role}`}
              checked={value.includes(role)}
              disabled={disabled}
              onCheckedChange={(on) => toggle(role, on === true)}
            />
            <Label htmlFor={`${id}-${role}`} className="leading-snug">
              {ROLE_LABELS[role]}
            </Label>
          </div>
        ))}
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
