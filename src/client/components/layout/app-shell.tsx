import { useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { CreditsHistoryDialog } from '../../features/account/credits-history-dialog.tsx';
import { HeaderChips } from '../../features/account/header-chips.tsx';
import { SubscriptionEndBanner } from '../../features/account/subscription-end-banner.tsx';
import { SubscriptionRequiredDialog } from '../../features/account/subscription-required-dialog.tsx';
import { TrialExpiredDialog } from '../../features/account/trial-expired-dialog.tsx';
import { WelcomeVideoDialog } from '../../features/account/welcome-video-dialog.tsx';
import type { SessionUser } from '../../features/auth/use-session.ts';
import { useLastUrl } from '../../features/pwa/last-url.ts';
import { access, isAllowed } from '../../../shared/access.ts';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { BrandLink } from './brand-link.tsx';
import { Header } from './header.tsx';
import { PageFrame } from './page-frame.tsx';
// Loaded with the shell (the header loads it lazily, for the guest pages' sake).
import './profile-menu.tsx';
import type { SidebarCounts } from './sidebar-entries.ts';
import { SidebarNav } from './sidebar-nav.tsx';

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
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const counts = useSidebarCounts(user);
  useLastUrl(user.id, user.role);
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <PageFrame
        header={
          <Header
            session={{ status: 'signedIn', user }}
            chips={<HeaderChips user={user} />}
            accountActions={<CreditsHistoryDialog />}
            menuButton={
              <Dialog.Trigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                  <Menu className="size-6" aria-hidden />
                </Button>
              </Dialog.Trigger>
            }
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-neutral-200 px-3">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <BrandLink onClick={closeDrawer} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav role={user.role} counts={counts} onNavigate={closeDrawer} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
