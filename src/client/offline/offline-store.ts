import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';
import superjson from 'superjson';
import { storeKey } from './persisted-queries.ts';

/**
 * The IndexedDB side of offline reading (decision 033): the `mealplanner-offline` database, one entry per
 * user. Loaded on first use (offline-cache.ts), so the app's first screen does not wait for it.
 */
export interface OfflineStore {
  /** TanStack's throttled persister of one user's entry. */
  persisterOf(userId: string): Persister;
  /** Deletes every user's entry. */
  wipe(): Promise<void>;
}

/**
 * Opens the store. `mayWrite(key)` is asked when a throttled write runs, not when it was requested: a write
 * still waiting when the user signs out (or another signs in) is dropped rather than bringing the old entry
 * back. Where the browser has no IndexedDB nothing is kept.
 */
export function openOfflineStore(mayWrite: (key: string) => boolean): OfflineStore {
  const db = typeof indexedDB === 'undefined' ? null : createStore('mealplanner-offline', 'queries');
  const persisters = new Map<string, Persister>();
  return {
    persisterOf(userId) {
      let persister = persisters.get(userId);
      if (!persister) {
        persister = createAsyncStoragePersister({
          key: storeKey(userId),
          storage: db && {
            getItem: (key) => get<string>(key, db),
            setItem: (key, value) => (mayWrite(key) ? set(key, value, db) : undefined),
            removeItem: (key) => del(key, db),
          },
          // superjson, like the API: the dates in plans and recipes come back as dates.
          serialize: (client) => superjson.stringify(client),
          deserialize: (text) => superjson.parse(text),
        });
        persisters.set(userId, persister);
      }
      return persister;
    },
    async wipe() {
      if (db) await clear(db).catch(() => undefined);
    },
  };
}
