import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { startOfflineCache } from './offline-cache.ts';

/**
 * TanStack's persister wired to the offline cache (decision 033), in a chunk of its own (decision 041): the
 * app loads it after its first render when it starts online, and before it when it starts offline.
 */

/**
 * An offline start: the QueryClient's provider restores the owner's saved cache before any query runs, so
 * the shell and the screens open on what was saved.
 */
export function OfflineStartProvider({
  client,
  buster,
  children,
}: {
  client: QueryClient;
  buster: string;
  children: ReactNode;
}) {
  const [persistOptions] = useState(() => startOfflineCache(client, buster));
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}

let persisting = false;

/**
 * An online start, after the first render: nothing saved is shown (the restore keeps the owner's saved reads
 * aside for when the connection drops), then every change of the cache is saved, starting with what the
 * screens read before this chunk arrived.
 */
export async function persistAfterRender(queryClient: QueryClient, buster: string): Promise<void> {
  if (persisting) return;
  persisting = true;
  const options = { ...startOfflineCache(queryClient, buster), queryClient };
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
  await persistQueryClientSave(options);
}
