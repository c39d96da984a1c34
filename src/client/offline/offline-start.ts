import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_MAX_AGE_MS, PERSISTED_PROCEDURES } from './persisted-queries.ts';

/**
 * The part of offline reading (decision 033) that runs before the first render, in the entry: react-query
 * learns whether the browser is online now (it otherwise assumes so until an event), and the persisted reads
 * are kept in memory as long as they may be restored and read again on reconnecting. The persister itself
 * (offline-persistence.tsx) loads after the first render when the app starts online, before it only when the
 * app starts offline (decision 041). Returns whether the app starts offline.
 */
export function prepareOfflineReading(queryClient: QueryClient): boolean {
  onlineManager.setOnline(navigator.onLine);
  for (const procedure of PERSISTED_PROCEDURES) {
    // Kept in memory as long as they may be restored; read again whenever the connection returns, however
    // recently they were fetched, since what was shown offline may have changed meanwhile.
    queryClient.setQueryDefaults([procedure.split('.')], {
      gcTime: OFFLINE_MAX_AGE_MS,
      refetchOnReconnect: 'always',
    });
  }
  return !onlineManager.isOnline();
}
