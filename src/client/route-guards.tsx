import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { access, homePathFor, isAllowed, type AccessArea } from '../shared/access.ts';
import { PageSkeleton } from './components/layout/page-skeleton.tsx';
import { SiteFrame } from './components/layout/site-frame.tsx';
import { CurrentUserContext, useCurrentUser } from './features/auth/current-user.tsx';
import { returnPathAfterLogin, useSession, type Session } from './features/auth/use-session.ts';
import { AccountPendingPage } from './features/system/account-pending-page.tsx';
import { lazy } from './lib/lazy-with-timeout.ts';
import { isPrerendered } from './lib/prerendered.ts';
import { RouteErrorBoundary, ScrollMemory } from './lib/route-recovery.tsx';
import { RouteErrorPage } from './features/system/route-error-page.tsx';

const loading = { status: 'loading' } as const;
const guest = { status: 'guest' } as const;

/** The code of the screen the app opened on, asked for at start (routes.tsx's preloadScreen). */
let firstScreen: Promise<unknown> = Promise.resolve();
/**
 * The signed-in shell (sidebar, account dialogs, menus) is a chunk of its own: the guest pages (Login,
 * registration, the public forms) never load it. scripts/check-js-budget.mjs counts it for shell routes.
 * It is shown once its own lazy parts and the first screen's code are there too (each preload settles
 * either way). Otherwise it shows a placeholder for them first, and React then holds their reveal back for
 * 300 ms (its Suspense throttling): the first screen's requests would leave that much later.
 */
const LazyAppShell = lazy(() =>
  Promise.all([import('./components/layout/app-shell.tsx'), firstScreen]).then(async ([module]) => {
    await module.shellPartsReady;
    return { default: module.AppShell };
  }),
);

/**
 * Starts loading the shell (once): a shell route asks at start, beside `auth.me` and its screen, whose code
 * the shell then waits for.
 */
export function preloadShell(screen?: Promise<unknown>): void {
  if (screen) firstScreen = screen;
  void LazyAppShell.preload();
}

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
  if (session.status === 'loading') preloadShell();
  if (session.status === 'guest') {
    // Remembered so that a link from a mail (such as the email verification) still works after logging in.
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  const pending = session.status === 'signedIn' && session.user.status === 'pending';
  return <Framed session={session}>{pending ? <AccountPendingPage /> : <Outlet />}</Framed>;
}

/** One shell screen: a role outside the area goes Home, and a professional opening Home goes to their start page. */
export function AreaGate({ area, path, children }: { area: AccessArea; path: string; children: ReactNode }) {
  const { role } = useCurrentUser();
  if (!isAllowed(role, access[area])) return <Navigate to="/" replace />;
  const start = homePathFor(role);
  if (path === '/' && start !== '/') return <Navigate to={start} replace />;
  return children;
}

/**
 * Guest-only routes: a signed-in user is sent to where they start. On a page whose first screen came
 * prerendered (Login, decision 051) the route renders for a guest while `auth.me` answers, as its HTML does.
 */
export function GuestGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') {
    return <Navigate to={returnPathAfterLogin(location.state) ?? homePathFor(session.user.role)} replace />;
  }
  return (
    <Framed session={session.status === 'loading' && isPrerendered() ? guest : session}>
      <Outlet />
    </Framed>
  );
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
  return <Framed session={useSession()}>{children}</Framed>;
}

/**
 * The page in the frame that fits the session: placeholders while `auth.me` answers, the signed-in shell (with
 * the user in context) for an approved account, otherwise the site's header and footer. The placeholders stay
 * until the shell's code is here too (it was asked for at start): mounting the shell before would show its
 * Suspense placeholder, and React would then hold the shell back a further 300 ms (its Suspense throttling).
 */
function Framed({ session, children }: { session: Session; children: ReactNode }) {
  const shellSettled = LazyAppShell.useSettled();
  if (session.status === 'loading') return <LoadingFrame />;
  if (session.status === 'signedIn' && session.user.status === 'active') {
    if (!shellSettled) {
      preloadShell();
      return <LoadingFrame />;
    }
    return (
      <CurrentUserContext value={session.user}>
        <AppShell user={session.user}>{children}</AppShell>
      </CurrentUserContext>
    );
  }
  return <SiteFrame session={session}>{children}</SiteFrame>;
}
