import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { access, homePathFor, isAllowed, type AccessArea } from '../shared/access.ts';
import type * as AppShellModule from './components/layout/app-shell.tsx';
import { PageSkeleton } from './components/layout/page-skeleton.tsx';
import { SiteFrame } from './components/layout/site-frame.tsx';
import { CurrentUserContext, useCurrentUser } from './features/auth/current-user.tsx';
import { returnPathAfterLogin, useSession, type Session } from './features/auth/use-session.ts';
import { AccountPendingPage } from './features/system/account-pending-page.tsx';
import { lazy } from './lib/lazy-with-timeout.ts';
import { RouteErrorBoundary, ScrollMemory } from './lib/route-recovery.tsx';
import { RouteErrorPage } from './features/system/route-error-page.tsx';

const loading = { status: 'loading' } as const;

/**
 * The signed-in shell (sidebar, account dialogs, menus) is a chunk of its own: the guest pages (Login,
 * registration, the public forms) never load it. scripts/check-js-budget.mjs counts it for shell routes.
 */
let shellModule: Promise<typeof AppShellModule> | undefined;
/** Starts loading the shell (once): a shell route asks while `auth.me` is still on its way. */
const loadShell = () => (shellModule ??= import('./components/layout/app-shell.tsx'));
const LazyAppShell = lazy(() => loadShell().then((m) => ({ default: m.AppShell })));

function AppShell(props: Parameters<typeof LazyAppShell>[0]) {
  return (
    <Suspense fallback={<LoadingFrame />}>
      <LazyAppShell {...props} />
    </Suspense>
  );
}

/** While `auth.me` answers: the frame with placeholders, never a flash of the login page. */
function LoadingFrame() {
  return (
    <SiteFrame session={loading}>
      <PageSkeleton />
    </SiteFrame>
  );
}

export function RootLayout() {
  return (
    <>
      <ScrollMemory />
      <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/** Shell routes: a signed-in, approved user; guests go to Login, pending accounts see only that they wait. */
export function ShellGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') void loadShell();
  if (session.status === 'guest') {
    // Remembered so that a link from a mail (such as the email verification) still works after logging in.
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  const pending = session.status === 'signedIn' && session.user.status === 'pending';
  return framed(session, pending ? <AccountPendingPage /> : <Outlet />);
}

/** One shell screen: a role outside the area goes Home, and a professional opening Home goes to their start page. */
export function AreaGate({ area, path, children }: { area: AccessArea; path: string; children: ReactNode }) {
  const { role } = useCurrentUser();
  if (!isAllowed(role, access[area])) return <Navigate to="/" replace />;
  const start = homePathFor(role);
  if (path === '/' && start !== '/') return <Navigate to={start} replace />;
  return children;
}

/** Guest-only routes: a signed-in user is sent to where they start. */
export function GuestGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') {
    return <Navigate to={returnPathAfterLogin(location.state) ?? homePathFor(session.user.role)} replace />;
  }
  return framed(session, <Outlet />);
}

/** Public routes: open to anyone, no header or footer. */
export function PublicLayout() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col px-4 py-6 sm:px-6 lg:px-8">
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** Any other path: the frame that fits whoever is looking, around the page. */
export function SessionFrame({ children }: { children: ReactNode }) {
  return framed(useSession(), children);
}

/**
 * The page in the frame that fits the session: placeholders while `auth.me` answers, the signed-in shell (with
 * the user in context) for an approved account, otherwise the site's header and footer.
 */
function framed(session: Session, page: ReactNode): ReactNode {
  if (session.status === 'loading') return <LoadingFrame />;
  if (session.status === 'signedIn' && session.user.status === 'active') {
    return (
      <CurrentUserContext value={session.user}>
        <AppShell user={session.user}>{page}</AppShell>
      </CurrentUserContext>
    );
  }
  return <SiteFrame session={session}>{page}</SiteFrame>;
}
