import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import superjson from 'superjson';
import {
  isSignedInUser,
  OFFLINE_MAX_AGE_MS,
  PERSISTED_PROCEDURES,
  shouldPersistQuery,
  storeKey,
  userIdOf,
  withoutSignedInUser,
} from './persisted-queries.ts';

/**
 * Offline reading (issue 17 item 2, decision 033): the plans and recipes a user opened are kept in
 * IndexedDB, one entry per user (`user:<id>` in the `mealplanner-offline` database), and restored into
 * TanStack Query's cache when the app starts. A cache is written only under the id of the `auth.me` it
 * carries, and only while that user is the one signed in here; another user signing in, the session
 * ending, or sign-out wipes the database.
 */

/** Who the saved cache belongs to, so a reload offline knows which entry to open. Per browser. */
const OWNER_KEY = 'mp:offline-user';

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Private browsing may refuse: nothing is restored then, which is safe.
  }
}

/** The user whose reads may be written; null while nobody (or nobody known yet) is signed in. */
let owner: string | null = null;

let database: UseStore | null = null;
/** The IndexedDB store, opened on first use; null where the browser has none (nothing is kept then). */
function store(): UseStore | null {
  if (database) return database;
  if (typeof indexedDB === 'undefined') return null;
  database = createStore('mealplanner-offline', 'queries');
  return database;
}

const persisters = new Map<string, Persister>();

/** TanStack's throttled persister for one user's entry; a write lands only while that user is the owner. */
function persisterOf(userId: string): Persister {
  let persister = persisters.get(userId);
  if (persister) return persister;
  const db = store();
  persister = createAsyncStoragePersister({
    key: storeKey(userId),
    storage: db && {
      getItem: (key) => get<string>(key, db),
      // Checked when the throttled write runs, not when it was asked for: a write still waiting when the
      // user signs out (or another signs in) is dropped instead of bringing the old entry back.
      setItem: (key, value) => (owner && key === storeKey(owner) ? set(key, value, db) : undefined),
      removeItem: (key) => del(key, db),
    },
    // superjson, like the API: dates in plans and recipes come back as dates.
    serialize: (client) => superjson.stringify(client),
    deserialize: (text) => superjson.parse(text),
  });
  persisters.set(userId, persister);
  return persister;
}

const persister: Persister = {
  persistClient: (client) => {
    const userId = userIdOf(client);
    if (userId && userId === owner) return persisterOf(userId).persistClient(client);
  },
  restoreClient: async () => {
    if (!owner) return undefined;
    const client = await persisterOf(owner).restoreClient();
    if (!client || userIdOf(client) !== owner) return undefined;
    return onlineManager.isOnline() ? withoutSignedInUser(client) : client;
  },
  removeClient: () => {
    if (owner) return persisterOf(owner).removeClient();
  },
};

/** Deletes every saved cache in this browser. */
async function wipeStore(): Promise<void> {
  const db = store();
  if (db) await clear(db).catch(() => undefined);
}

/**
 * The signed-in user changed (`auth.me` answered someone else, or nobody): the previous user's reads leave
 * the memory cache at once, before any screen renders with the new answer, and the database is wiped.
 */
function changeOwner(queryClient: QueryClient, userId: string | null): void {
  const previous = owner;
  owner = userId;
  writeOwner(userId);
  if (previous !== null) {
    queryClient.removeQueries({ predicate: (query) => !isSignedInUser(query.queryKey) });
  }
  void wipeStore();
}

/** Sign-out: forgets the owner and deletes the saved caches (the caller clears the memory cache). */
export async function forgetOfflineData(): Promise<void> {
  owner = null;
  writeOwner(null);
  await wipeStore();
}

/**
 * Sets up offline reading on the app's QueryClient, once, before it renders: react-query learns whether the
 * browser is online now (it otherwise assumes so until an event), persisted reads are kept in memory as long
 * as they may be restored, and every answer of `auth.me` is checked against the owner of the saved cache.
 * Returns the options for PersistQueryClientProvider.
 */
export function startOfflineCache(
  queryClient: QueryClient,
  buster: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  onlineManager.setOnline(navigator.onLine);
  owner = readOwner();
  for (const procedure of PERSISTED_PROCEDURES) {
    queryClient.setQueryDefaults([procedure.split('.')], { gcTime: OFFLINE_MAX_AGE_MS });
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'updated') return;
    if (!isSignedInUser(event.query.queryKey)) return;
    const me = event.query.state.data as { id: string } | null | undefined;
    if (me === undefined) return;
    const userId = me?.id ?? null;
    if (userId !== owner) changeOwner(queryClient, userId);
  });
  // Another tab signed out, or someone else signed in there: this tab drops what it holds and asks the
  // server again who is signed in, so it never writes the previous user's reads under the new owner.
  window.addEventListener('storage', (event) => {
    if (event.key !== OWNER_KEY && event.key !== null) return;
    const next = readOwner();
    if (next === owner) return;
    owner = next;
    queryClient.removeQueries({ predicate: (query) => !isSignedInUser(query.queryKey) });
    void queryClient.invalidateQueries({ predicate: (query) => isSignedInUser(query.queryKey) });
  });
  return {
    persister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersistQuery(query),
      shouldDehydrateMutation: () => false,
    },
  };
}
