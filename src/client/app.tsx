import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/ui/toast.tsx';
import { createTrpcClient, shouldRetryQuery, trpc } from './lib/trpc.ts';
import { startOfflineCache } from './offline/offline-cache.ts';
import { router } from './routes.tsx';

/** The build this page runs: a saved offline cache of another build is dropped, its data may differ. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';

function createClients() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
      // A change always reaches the tRPC client, which refuses it at once while offline (offline/online.ts)
      // rather than leaving it paused with no word until the connection returns.
      mutations: { networkMode: 'always' },
    },
  });
  return { queryClient, persistOptions: startOfflineCache(queryClient, BUILD_ID) };
}

export function App() {
  const [{ queryClient, persistOptions }] = useState(createClients);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
        <Toaster />
      </PersistQueryClientProvider>
    </trpc.Provider>
  );
}
