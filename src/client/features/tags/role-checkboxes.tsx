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
}

/** A checkbox for each role that may see a tag. */
export function RoleCheckboxes({ value, onChange, disabled }: RoleCheckboxesProps) {
  const id = useId();
  const toggle = (role: Role, on: boolean) =>
    onChange(TAG_ROLE_CHOICES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-neutral-800">Shown to</legend>
      <p className="-mt-1 text-sm text-neutral-600">Admins see every tag.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {TAG_ROLE_CHOICES.map((role) => (
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
    </fieldset>
  );
}
