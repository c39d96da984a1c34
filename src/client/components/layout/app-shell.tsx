import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { CreditsHistoryDialog } from '../../features/account/credits-history-dialog.tsx';
import { HeaderChips } from '../../features/account/header-chips.tsx';
import { SubscriptionEndBanner } from '../../features/account/subscription-end-banner.tsx';
import { SubscriptionRequiredDialog } from '../../features/account/subscription-required-dialog.tsx';
import { TrialExpiredDialog } from '../../features/account/trial-expired-dialog.tsx';
import { WelcomeVideoDialog } from '../../features/account/welcome-video-dialog.tsx';
import type { SessionUser } from '../../features/auth/use-session.ts';
import { useLastUrl } from '../../features/pwa/last-url.ts';
import { access, isAllowed, type Role } from '../../../shared/access.ts';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { Button } from '../ui/button.tsx';
import { Header, preloadProfileMenu } from './header.tsx';
import { PageFrame } from './page-frame.tsx';
// Loaded with the shell (the header loads it lazily, for the guest pages' sake), and handed to the header's
// lazy part now, so the shell's first render shows the menu rather than its placeholder.
import './profile-menu.tsx';
import type { SidebarCounts } from './sidebar-entries.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/** The shell's own lazy parts shown at once (the profile menu): route-guards shows the shell once they are here. */
export const shellPartsReady = preloadProfileMenu();

/** The phone's drawer loads on the first press of the menu button (decision 044). */
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

/**
 * The sidebar's badges: for the admin, everything waiting (Home's summary, one request); for the other
 * food editors, the foods waiting for review.
 */
function useSidebarCounts(user: SessionUser): SidebarCounts {
  const active = user.status === 'active';
  const admin = user.role === 'admin';
  const summary = trpc.home.summary.useQuery(undefined, { enabled: admin && active });
  const pendingFoods = trpc.foods.pendingCount.useQuery(undefined, {
    enabled: !admin && isAllowed(user.role, access.foods) && active,
  });
  const waiting = summary.data?.kind === 'admin' ? summary.data : null;
  return {
    pendingMembers: waiting?.pendingUsers ?? 0,
    pendingFoods: waiting?.pendingFoods ?? pendingFoods.data ?? 0,
    pendingRecipes: waiting?.pendingRecipes ?? 0,
    openReports: waiting?.openReports ?? 0,
    planRequests: waiting?.planRequests ?? 0,
  };
}

/** The signed-in layout: header, the sidebar (a drawer below 1024 px, closed by default), screen, footer. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const counts = useSidebarCounts(user);
  useLastUrl(user.id, user.role);
  return (
    <>
      <PageFrame
        header={
          <Header
            session={{ status: 'signedIn', user }}
            chips={<HeaderChips user={user} />}
            accountActions={<CreditsHistoryDialog />}
            menuButton={<NavMenu role={user.role} counts={counts} />}
          />
        }
        sidebar={
          // The aside runs the page's full height (its background and border never stop part-way); the
          // list inside stays in view under the header and scrolls on its own when it is the longer one.
          <aside className="hidden w-64 shrink-0 border-r border-neutral-200 bg-white lg:block">
            <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain">
              <SidebarNav role={user.role} counts={counts} />
            </div>
          </aside>
        }
        banner={<SubscriptionEndBanner user={user} />}
      >
        {children}
      </PageFrame>
      <WelcomeVideoDialog key={user.id} show={user.freeTrialPopUp} />
      {/* After the welcome video, which a brand-new account sees first. */}
      {user.freeTrialPopUp ? null : <TrialExpiredDialog key={`trial-${user.id}`} user={user} />}
      <SubscriptionRequiredDialog user={user} />
    </>
  );
}

/** The menu button below 1024 px and the sidebar's drawer it opens (loaded on its first press). */
function NavMenu({ role, counts }: { role: Role; counts: SidebarCounts }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <NavDrawer open={open} onOpenChange={setOpen} role={role} counts={counts} menuButton={button} />
        </Suspense>
      ) : null}
    </>
  );
}
