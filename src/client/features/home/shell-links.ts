import { DEFAULT_SHELL_LINKS } from '../../../shared/constants/home.ts';
import type { ShellLinks } from '../../../shared/schemas/home.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The welcome video of the user's audience and the Book Demo link, as the admin set them on Settings. Until
 * they arrive (or if they cannot), the defaults stand in, so the shell never waits on them.
 */
export function useShellLinks(): ShellLinks & { loaded: boolean } {
  const links = trpc.home.links.useQuery(undefined, { staleTime: 5 * 60_000 });
  return links.data
    ? { ...links.data, loaded: true }
    : {
        welcomeVideoUrl: DEFAULT_SHELL_LINKS.welcomeVideoDietitian,
        bookDemoUrl: DEFAULT_SHELL_LINKS.bookDemoUrl,
        loaded: false,
      };
}
