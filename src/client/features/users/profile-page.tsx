import { TitledPage } from '../../components/layout/titled-page.tsx';
import { DeviceNotifications } from '../notifications/device-notifications.tsx';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isAllowed, PROFESSIONALS, ROLE_LABELS, type Role } from '../../../shared/access.ts';
import { ZProfileUpdate, type Profile } from '../../../shared/schemas/users.ts';
import { PageSkeleton } from '../../components/layout/page-skeleton.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldRow, SubmitButton, UrlField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { GenderOptions } from '../auth/account-fields.tsx';
import { AccountSecurity } from './account-security.tsx';
import { ProfileImages } from './profile-images.tsx';
import { formCallbacks, toastCallbacks } from '../../components/mutation-toasts.ts';
import { checkedSubmit } from '../../components/checked-submit.ts';

export const DEFAULT_BRAND_COLOR = '#97c81f';

const ENERGY_UNIT_OPTIONS = [
  { value: 'kJ', label: 'kJ' },
  { value: 'Cal', label: 'Cal' },
] as const;

/** Who keeps a registration number on their profile. */
const REG_NUM_ROLES: readonly Role[] = ['dietitian', 'nutritionist', 'naturopath'];

export function ProfilePage() {
  // Read after a mailed link has been used, so the profile never shows the state from before it.
  const verifying = useEmailLinks();
  const profile = trpc.users.profile.useQuery(undefined, { enabled: !verifying });
  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError) return <p className="text-red-700">{errorText(profile.error)}</p>;
  return (
    <TitledPage
      width="form"
      title="Profile"
      description={`${profile.data.email} · ${ROLE_LABELS[profile.data.role]}`}
    >
      <ProfileImages
        profile={profile.data}
        canSetLogo={isAllowed(profile.data.role, ['admin', ...PROFESSIONALS])}
      />
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <AccountSecurity profile={profile.data} />
      <DeviceNotifications />
    </TitledPage>
  );
}

/** The mailed links the Profile screen opens, by the parameter that carries their token. */
const EMAIL_LINKS = ['verify', 'confirmEmail'] as const;

/**
 * `/profile?verify=TOKEN` from the verification mail, `/profile?confirmEmail=TOKEN` from the mail that
 * confirms a new address (decision 055): used once, then the token leaves the address bar. Says whether
 * one is still under way.
 */
function useEmailLinks(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = EMAIL_LINKS.find((name) => searchParams.has(name));
  const token = param ? searchParams.get(param) : null;
  const utils = trpc.useUtils();
  const callbacks = toastCallbacks(() => {
    void utils.users.profile.invalidate();
    void utils.auth.me.invalidate();
    void utils.myProfessional.invalidate();
  });
  const verify = trpc.auth.verifyEmail.useMutation(callbacks);
  const confirm = trpc.auth.confirmEmailChange.useMutation(callbacks);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!param || !token || sent.current === token) return;
    sent.current = token;
    (param === 'verify' ? verify : confirm).mutate({ token });
    setSearchParams(
      (params) => {
        params.delete(param);
        return params;
      },
      { replace: true },
    );
  }, [param, token, verify, confirm, setSearchParams]);
  return Boolean(token) || verify.isPending || confirm.isPending;
}

function initialValues(profile: Profile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    birthDate: profile.birthDate ?? '',
    phone: profile.phone ?? '',
    gym: profile.gym ?? '',
    website: profile.website ?? '',
    facebook: profile.facebook ?? '',
    instagram: profile.instagram ?? '',
    regNum: profile.regNum ?? '',
    energyUnit: profile.energyUnit,
    brandColor: profile.brandColor || DEFAULT_BRAND_COLOR,
  };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm(initialValues(profile));
  const utils = trpc.useUtils();
  const showRegNum = REG_NUM_ROLES.includes(profile.role);
  const showGym = profile.role === 'personal_trainer';
  const update = trpc.users.updateProfile.useMutation(
    formCallbacks(form.setErrors, (result) => {
      utils.users.profile.setData(undefined, result.profile);
      void utils.auth.me.invalidate();
    }),
  );

  const handleSubmit = checkedSubmit(
    form.setErrors,
    ZProfileUpdate,
    () => {
      const v = form.values;
      const blankToNull = (value: string) => (value.trim() === '' ? null : value);
      return {
        firstName: v.firstName,
        lastName: v.lastName,
        gender: blankToNull(v.gender),
        birthDate: blankToNull(v.birthDate),
        phone: blankToNull(v.phone),
        website: blankToNull(v.website),
        facebook: blankToNull(v.facebook),
        instagram: blankToNull(v.instagram),
        energyUnit: v.energyUnit,
        brandColor: v.brandColor,
        ...(showGym ? { gym: blankToNull(v.gym) } : {}),
        ...(showRegNum ? { regNum: blankToNull(v.regNum) } : {}),
      };
    },
    (data) => update.mutate(data),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your details</CardTitle>
        <CardDescription>What your clients and eBooks show about you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <FieldRow>
            <Field label="First name" autoComplete="given-name" required {...form.bind('firstName')} />
            <Field label="Last name" autoComplete="family-name" required {...form.bind('lastName')} />
            <SelectField label="Gender" {...form.bind('gender')}>
              <GenderOptions />
            </SelectField>
            <Field label="Birth date" type="date" autoComplete="bday" {...form.bind('birthDate')} />
            <Field label="Phone" type="tel" autoComplete="tel" {...form.bind('phone')} />
            {showRegNum ? <Field label="Registration number" {...form.bind('regNum')} /> : null}
            {showGym ? <Field label="Gym" autoComplete="organization" {...form.bind('gym')} /> : null}
            <UrlField label="Website" autoComplete="url" placeholder="https://" {...form.bind('website')} />
            <UrlField label="Facebook" placeholder="https://facebook.com/…" {...form.bind('facebook')} />
            <UrlField label="Instagram" placeholder="https://instagram.com/…" {...form.bind('instagram')} />
          </FieldRow>
          <FieldRow>
            <SegmentedChoice
              legend="Energy unit"
              name="energyUnit"
              value={form.values.energyUnit}
              options={ENERGY_UNIT_OPTIONS}
              onChange={(unit) => form.set('energyUnit', unit)}
            />
            <div className="grid gap-2">
              <Label htmlFor="brand-color">Brand colour</Label>
              <div className="flex items-center gap-2">
                <input
                  id="brand-color"
                  type="color"
                  value={form.values.brandColor}
                  onChange={(event) => form.set('brandColor', event.target.value)}
                  className="h-10 w-14 cursor-pointer rounded-lg border border-neutral-300 bg-white p-1"
                />
                <code className="text-sm text-neutral-700">{form.values.brandColor}</code>
                {form.values.brandColor.toLowerCase() === DEFAULT_BRAND_COLOR ? null : (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => form.set('brandColor', DEFAULT_BRAND_COLOR)}
                  >
                    Reset
                  </Button>
                )}
              </div>
              {form.errors.brandColor ? (
                <p className="text-sm font-medium text-red-700">{form.errors.brandColor}</p>
              ) : null}
            </div>
          </FieldRow>
          <div className="flex justify-end">
            <SubmitButton pending={update.isPending}>Save profile</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
