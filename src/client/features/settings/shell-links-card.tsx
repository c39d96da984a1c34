import { ZShellLinkSettings, type ShellLinkSettings } from '../../../shared/schemas/home.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { UrlField } from '../../components/ui/form-fields.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { formCallbacks } from '../../components/mutation-toasts.ts';
import { submitValues } from '../../components/checked-submit.ts';

/** Settings: the welcome video each audience sees on first sign-in, and the sidebar's Book Demo link. */
export function ShellLinksCard() {
  const links = trpc.settings.links.useQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Welcome videos and Book Demo</CardTitle>
        <CardDescription>
          The video a new account sees on first sign-in, by audience, and where the sidebar’s Book Demo link
          goes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {links.data ? (
          <ShellLinksForm links={links.data} />
        ) : links.isError ? (
          <p className="text-red-700">{errorText(links.error)}</p>
        ) : (
          <Skeleton className="h-48 rounded-lg" />
        )}
      </CardContent>
    </Card>
  );
}

function ShellLinksForm({ links }: { links: ShellLinkSettings }) {
  const utils = trpc.useUtils();
  const form = useForm({ ...links });
  const update = trpc.settings.updateLinks.useMutation(
    formCallbacks(form.setErrors, (result) => {
      utils.settings.links.setData(undefined, result.settings);
      void utils.home.links.invalidate();
    }),
  );

  const handleSubmit = submitValues(form, ZShellLinkSettings, (data) => update.mutate(data));

  const videoHint = 'An embeddable address, e.g. https://www.youtube-nocookie.com/embed/…';
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <UrlField label="Welcome video for members" hint={videoHint} {...form.bind('welcomeVideoMember')} />
      <UrlField
        label="Welcome video for Health & Fitness Professionals"
        {...form.bind('welcomeVideoTrainer')}
      />
      <UrlField
        label="Welcome video for dietitians, nutritionists and naturopaths"
        {...form.bind('welcomeVideoDietitian')}
      />
      <UrlField label="Book Demo link" hint="Opens in a new tab." {...form.bind('bookDemoUrl')} />
      <div>
        <Button type="submit" disabled={update.isPending}>
          Save links
        </Button>
      </div>
    </form>
  );
}
