import { useState } from 'react';
import { InfoDialog } from '../../components/ui/dialog.tsx';
import { APP_NAME } from '../../lib/brand.ts';
import { trpc } from '../../lib/trpc.ts';
import { useShellLinks } from '../home/shell-links.ts';

/**
 * Shown to a new account (freeTrialPopUp) until it is closed once; closing it clears the flag on the server,
 * so it stays closed on every device.
 */
export function WelcomeVideoDialog({ show }: { show: boolean }) {
  const [open, setOpen] = useState(show);
  // The video of the user's audience (SPEC §2: member, personal_trainer, otherwise dietitian), from Settings.
  const { welcomeVideoUrl, loaded } = useShellLinks();
  const utils = trpc.useUtils();
  const dismiss = trpc.users.dismissWelcome.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  function handleOpenChange(next: boolean) {
    setOpen(next);
    // Best effort: if it fails the dialog simply shows again next time, which is harmless.
    if (!next) dismiss.mutate();
  }
  return (
    <InfoDialog
      open={open}
      onOpenChange={handleOpenChange}
      className="max-w-2xl"
      title={`Welcome to ${APP_NAME}!`}
      description="A short video to get you started."
      closeLabel="Get started"
    >
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-neutral-900">
        {loaded ? (
          <iframe
            src={welcomeVideoUrl}
            title="Welcome video"
            className="size-full"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : null}
      </div>
    </InfoDialog>
  );
}
