import { TitledPage } from '../../components/layout/titled-page.tsx';
import { ZGeneralSettings, type GeneralSettings } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { EmailField, FieldRow, NumberField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { ShellLinksCard } from './shell-links-card.tsx';
import { formCallbacks, toastCallbacks } from '../../components/mutation-toasts.ts';
import { checkedSubmit } from '../../components/checked-submit.ts';

/** Settings (admin): how accounts get in, who hears of new foods, and the recipe catalogue's pages. */
export function SettingsPage() {
  return (
    <TitledPage width="form" title="Settings">
      <AccountSettingsCard />
      <GeneralSettingsCard />
      <ShellLinksCard />
    </TitledPage>
  );
}

function GeneralSettingsCard() {
  const settings = trpc.settings.general.useQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications and recipes</CardTitle>
        <CardDescription>Who is told of new custom foods, and how many recipes a page shows.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? <Skeleton className="h-40" /> : null}
        {settings.isError ? <p className="text-red-700">{errorText(settings.error)}</p> : null}
        {settings.data ? <GeneralSettingsForm settings={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

function GeneralSettingsForm({ settings }: { settings: GeneralSettings }) {
  const utils = trpc.useUtils();
  const form = useForm({
    notificationRecipientEmail: settings.notificationRecipientEmail ?? '',
    notificationRecipientName: settings.notificationRecipientName ?? '',
    recipePageLimit: String(settings.recipePageLimit),
  });
  const update = trpc.settings.updateGeneral.useMutation(
    formCallbacks(form.setErrors, (result) => {
      utils.settings.general.setData(undefined, result.settings);
    }),
  );

  const handleSubmit = checkedSubmit(
    form.setErrors,
    ZGeneralSettings,
    () => {
      const v = form.values;
      return {
        notificationRecipientEmail: v.notificationRecipientEmail,
        notificationRecipientName: v.notificationRecipientName,
        recipePageLimit: v.recipePageLimit.trim() === '' ? Number.NaN : Number(v.recipePageLimit),
      };
    },
    (data) => update.mutate(data),
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FieldRow>
        <EmailField
          label="Notification recipient email"
          autoComplete="off"
          hint="Mailed when a professional adds a custom food."
          {...form.bind('notificationRecipientEmail')}
        />
        <Field label="Notification recipient name" {...form.bind('notificationRecipientName')} />
      </FieldRow>
      <NumberField
        label="Recipes per page"
        min={0}
        hint="How many recipes the Recipes screen loads at a time; 0 means no limit."
        fieldClassName="sm:max-w-xs"
        {...form.bind('recipePageLimit')}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

function AccountSettingsCard() {
  const utils = trpc.useUtils();
  const settings = trpc.settings.account.useQuery();
  const update = trpc.settings.updateAccount.useMutation(
    toastCallbacks((result) => {
      utils.settings.account.setData(undefined, result.settings);
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription>How new accounts get in.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? <Skeleton className="h-10" /> : null}
        {settings.isError ? <p className="text-red-700">{errorText(settings.error)}</p> : null}
        {settings.data ? (
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="professional-approval">Professional registrations need approval</Label>
              <p className="text-sm text-neutral-600">
                New dietitians, nutritionists, naturopaths and trainers wait on the Members screen until you
                approve them.
              </p>
            </div>
            <Switch
              id="professional-approval"
              checked={settings.data.professionalApprovalRequired}
              disabled={update.isPending}
              onCheckedChange={(checked) => update.mutate({ professionalApprovalRequired: checked })}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
