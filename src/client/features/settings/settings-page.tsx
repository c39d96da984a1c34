import { Construction } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** Settings (admin): the account settings now; the rest of the screen arrives with later issues. */
export function SettingsPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>{pageTitle('Settings')}</title>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Settings</h1>
      <AccountSettingsCard />
      <Card>
        <CardContent className="flex items-center gap-4 py-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Construction className="size-5" aria-hidden />
          </span>
          <p className="text-neutral-700">More settings are coming soon.</p>
        </CardContent>
      </Card>
    </div>
  );
}

function AccountSettingsCard() {
  const utils = trpc.useUtils();
  const settings = trpc.settings.account.useQuery();
  const update = trpc.settings.updateAccount.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      utils.settings.account.setData(undefined, result.settings);
    },
    onError: (error) => toast.error(errorText(error)),
  });
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
