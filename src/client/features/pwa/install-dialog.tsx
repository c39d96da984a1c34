import type { ReactNode } from 'react';
import { Download, MoreVertical, PlusSquare, Share } from 'lucide-react';
import { DialogDescription, InfoDialog } from '../../components/ui/dialog.tsx';
import type { InstallPlatform } from './standalone.ts';

const STEPS: Record<InstallPlatform, { intro: string; steps: ReactNode[] }> = {
  ios: {
    intro: 'Safari on iPhone and iPad adds the app from its Share menu.',
    steps: [
      <>
        Tap the Share button <Share className="inline size-4 align-text-bottom" aria-label="Share" /> in
        Safari&apos;s toolbar.
      </>,
      <>
        Scroll down and tap <strong>Add to Home Screen</strong>{' '}
        <PlusSquare className="inline size-4 align-text-bottom" aria-hidden />.
      </>,
      <>
        Tap <strong>Add</strong>. Meal Planner opens from its icon on your Home Screen, full screen, and can
        show notifications.
      </>,
    ],
  },
  android: {
    intro: 'Your browser adds the app from its menu.',
    steps: [
      <>
        Open the browser menu <MoreVertical className="inline size-4 align-text-bottom" aria-label="menu" />.
      </>,
      <>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </>,
      <>Confirm. Meal Planner opens from its icon like any other app.</>,
    ],
  },
  'safari-mac': {
    intro: 'Safari on a Mac adds the app to the Dock.',
    steps: [
      <>
        Choose <strong>File</strong> → <strong>Add to Dock…</strong> in Safari&apos;s menu bar.
      </>,
      <>
        Click <strong>Add</strong>. Meal Planner opens from the Dock in its own window.
      </>,
    ],
  },
  firefox: {
    intro: 'Firefox on a computer does not install web apps.',
    steps: [
      <>Open this page in Chrome, Edge or Safari and use their install button, or</>,
      <>bookmark it: everything works the same in the browser.</>,
    ],
  },
  other: {
    intro: 'Most browsers install the app from their menu.',
    steps: [
      <>
        Look for the install icon <Download className="inline size-4 align-text-bottom" aria-hidden /> at the
        end of the address bar, or open the browser menu.
      </>,
      <>
        Choose <strong>Install Meal Planner</strong> (or <strong>Apps</strong> →{' '}
        <strong>Install this site as an app</strong>).
      </>,
    ],
  },
};

/** The steps to install the app in a browser without an install prompt (iOS Safari above all). */
export function InstallInstructions({ platform }: { platform: InstallPlatform }) {
  const { intro, steps } = STEPS[platform];
  return (
    <>
      <DialogDescription>{intro}</DialogDescription>
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-neutral-800">
        {steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
    </>
  );
}

/** "Install Meal Planner": the steps for this browser, loaded when the install button first opens it. */
export default function InstallDialog({
  open,
  onOpenChange,
  platform,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  platform: InstallPlatform;
}) {
  return (
    <InfoDialog open={open} onOpenChange={onOpenChange} title="Install Meal Planner" closeLabel="Got it">
      <InstallInstructions platform={platform} />
    </InfoDialog>
  );
}
