import { Suspense, type ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Session } from '../../features/auth/use-session.ts';
import { InstallButton } from '../../features/pwa/install-button.tsx';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { BrandLink } from './brand-link.tsx';

/**
 * The signed-in menu (Radix's dropdown and its positioning) loads only for a signed-in user: a guest's
 * pages (Login, registration) do without it. The app shell imports it too, so it is there with the shell.
 */
const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));
export const preloadProfileMenu = ProfileMenu.preload;

interface HeaderProps {
  session: Session;
  /** The button that opens the sidebar drawer on small screens. */
  menuButton?: ReactNode;
  /** The signed-in user's plan chips: in the bar on wide screens, on a row of their own on narrow ones. */
  chips?: ReactNode;
  /** Buttons beside the profile menu, such as Credits History. */
  accountActions?: ReactNode;
}

/**
 * The bar is 56 px on a phone and 64 px from 1024 px up, its bottom line a shadow so it adds no height (the
 * sidebar below it is sized to the window less exactly 4rem). Below 1024 px the chips take one short row
 * of their own: bar and chips stay under 90 px of a phone's height.
 */
export function Header({ session, menuButton, chips, accountActions }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_var(--color-neutral-200)] backdrop-blur supports-backdrop-filter:bg-white/80">
      <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4 lg:h-16 lg:px-6">
        {menuButton}
        {/* The brand takes the room the buttons leave; too little for the name, and it shows the logo alone. */}
        <div className="@container flex min-w-0 flex-1 items-center gap-4">
          <BrandLink className="ml-1" />
          {chips ? <div className="hidden lg:block">{chips}</div> : null}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <InstallButton />
          {accountActions}
          {session.status === 'signedIn' ? (
            <Suspense fallback={<Skeleton className="h-10 w-11 sm:w-32" />}>
              <ProfileMenu user={session.user} />
            </Suspense>
          ) : null}
          {session.status === 'guest' ? (
            <>
              <Button asChild variant="ghost" size="sm" className="size-9 px-0 text-sm sm:w-auto sm:px-3">
                <Link to="/login">
                  <UserRound className="size-5 sm:hidden" aria-hidden />
                  <span className="max-sm:sr-only">Account</span>
                </Link>
              </Button>
              <Button asChild size="sm" className="h-9 px-2.5 text-sm sm:px-3">
                <Link to="/register">Create Account</Link>
              </Button>
            </>
          ) : null}
          {session.status === 'loading' ? <Skeleton className="size-9 rounded-full" /> : null}
        </div>
      </div>
      {chips ? (
        <div className="border-t border-neutral-100 px-3 py-1.5 sm:px-4 lg:hidden">{chips}</div>
      ) : null}
    </header>
  );
}
