import { useState } from 'react';
import type { Role } from '../../../shared/access.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { APP_NAME } from '../../lib/brand.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The welcome videos by audience (SPEC §2: member, personal_trainer, otherwise the dietitian version).
 * Placeholders until the product's own videos are published.
 */
export const WELCOME_VIDEOS = {
  member: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  personal_trainer: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  dietitian: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
} as const;

export function welcomeVideoFor(role: Role): string {
  if (role === 'member') return WELCOME_VIDEOS.member;
  if (role === 'personal_trainer') return WELCOME_VIDEOS.personal_trainer;
  return WELCOME_VIDEOS.dietitian;
}

/**
 * Shown to a new account (freeTrialPopUp) until it is closed once; closing it clears the flag on the server,
 * so it stays closed on every device.
 */
export function WelcomeVideoDialog({ role, show }: { role: Role; show: boolean }) {
  const [open, setOpen] = useState(show);
  const utils = trpc.useUtils();
  const dismiss = trpc.users.dismissWelcome.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  function handleOpenChange(next: boolean) {
    setOpen(next);
    // Best effort: if it fails the dialog simply shows again next time, which is harmless.
    if (!next) dismiss.mutate();
  }
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Welcome to {APP_NAME}!</DialogTitle>
          <DialogDescription>A short video to get you started.</DialogDescription>
        </DialogHeader>
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-neutral-900">
          <iframe
            src={welcomeVideoFor(role)}
            title="Welcome video"
            className="size-full"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Get started</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
