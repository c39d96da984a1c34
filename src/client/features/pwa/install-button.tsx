import { lazy, Suspense, useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useHydrated } from '../../lib/prerendered.ts';
import { acknowledgeInstalled, promptInstall, usePwaState } from './pwa-state.ts';
import { installPlatform } from './standalone.ts';

// The instructions and their dialog load when first asked for: the header (and so every first screen,
// /login included) carries only the button (issue 15's JavaScript budget).
const InstallDialog = lazy(() => import('./install-dialog.tsx'));

/**
 * The header's install button (SPEC §1, §2): the browser's own install prompt where there is one, otherwise
 * instructions for this browser. Hidden when the app already runs installed.
 */
export function InstallButton() {
  const { installPrompt, installed, justInstalled } = usePwaState();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [platform] = useState(() => installPlatform(navigator.userAgent, navigator.maxTouchPoints));
  // On a page painted from its HTML, a press before the app has taken the header over would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!justInstalled) return;
    toast.success(messages.appInstalled);
    acknowledgeInstalled();
  }, [justInstalled]);

  if (installed) return null;
  const install = async () => {
    if (installPrompt) {
      await promptInstall();
      return;
    }
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="size-9 px-0 text-sm sm:w-auto sm:px-3"
        disabled={!hydrated}
        onClick={() => void install()}
      >
        <Download className="size-5 sm:size-4" aria-hidden />
        <span className="max-sm:sr-only">Install app</span>
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <InstallDialog open={open} onOpenChange={setOpen} platform={platform} />
        </Suspense>
      ) : null}
    </>
  );
}
