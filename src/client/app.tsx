import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from './components/ui/toast.tsx';
import { createTrpcClient, shouldRetryQuery, trpc } from './lib/trpc.ts';
import { whenIdle } from './lib/when-idle.ts';
import { prepareOfflineReading } from './offline/offline-start.ts';
import { AppRoutes, preloadScreen } from './routes.tsx';

/** The build this page runs: a saved offline cache of another build is dropped, its data may differ. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** The persister of offline reading (decision 033), loaded apart from the first screen (decision 041). */
const loadPersistence = () => import('./offline/offline-persistence.tsx');

/**
 * An offline start restores the saved cache before the first render; the chunk is precached by the service
 * worker. Should it still fail to load, the app opens without the saved cache rather than not at all.
 */
const OfflineStartProvider = lazy(() =>
  loadPersistence().then(
    (module) => ({ default: module.OfflineStartProvider }),
    () => ({
      default: ({ client, children }: { client: QueryClient; buster: string; children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    }),
  ),
);

/**
 * Home's summary counts what waits for the admins (pending accounts, foods and recipes, open reports, plan
 * requests) and feeds the sidebar's badges: any change that succeeds may have changed one of them, so it is
 * read again (one light query, and only where a screen shows it).
 */
const HOME_SUMMARY_KEY = [['home', 'summary']];

function createClients() {
  preloadScreen(window.location.pathname);
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_SUMMARY_KEY }),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
      // A change always reaches the tRPC client, which refuses it at once while offline (offline/online.ts)
      // rather than leaving it paused with no word until the connection returns.
      mutations: { networkMode: 'always' },
    },
  });
  return { queryClient, startedOffline: prepareOfflineReading(queryClient) };
}

export function App() {
  const [{ queryClient, startedOffline }] = useState(createClients);
  const [trpcClient] = useState(createTrpcClient);
  useEffect(() => {
    if (startedOffline) return;
    // Online: the persister starts once the first screen is up and the browser idle (its code and the saved
    // store's opening would otherwise come before the screen's own requests); a failed load only means
    // nothing is saved.
    return whenIdle(
      () =>
        void loadPersistence()
          .then((module) => module.persistAfterRender(queryClient, BUILD_ID))
          .catch(() => undefined),
    );
  }, [queryClient, startedOffline]);
  const content = (
    <>
      {/* Without transitions: a new address renders at once (its screen's placeholder while its code loads),
          so a screen that is leaving never changes the address relative to where the user was (decision 044). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </>
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      {startedOffline ? (
        <Suspense fallback={null}>
          <OfflineStartProvider client={queryClient} buster={BUILD_ID}>
            {content}
          </OfflineStartProvider>
        </Suspense>
      ) : (
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      )}
    </trpc.Provider>
  );
}
