import { hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import {
  isSignedInUser,
  isUsable,
  markedStale,
  OFFLINE_MAX_AGE_MS,
  shouldPersistQuery,
  storeKey,
  userIdOf,
  withCarried,
  withoutSignedInUser,
  type SavedReads,
} from './persisted-queries.ts';
import type { OfflineStore } from './offline-store.ts';

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

let offlineStore: Promise<OfflineStore> | undefined;
/** The IndexedDB store, loaded on first use: a guest, or a first visit, never loads it before rendering. */
function store(): Promise<OfflineStore> {
  return (offlineStore ??= import('./offline-store.ts').then((module) =>
    module.openOfflineStore((key) => owner !== null && key === storeKey(owner)),
  ));
}

/** The build's id: a cache saved by another build is not used. */
let currentBuster = '';

/**
 * The owner's saved reads, kept aside when the app starts online: the server is the truth then, and a
 * saved copy is not shown. They are written back with every save, and join the memory cache when the
 * connection drops, so what was saved stays readable offline without a reload.
 */
let carried: SavedReads = [];

const persister: Persister = {
  persistClient: async (client) => {
    const userId = userIdOf(client);
    if (!userId || userId !== owner) return;
    await (await store()).persisterOf(userId).persistClient(withCarried(client, carried));
  },
  restoreClient: async () => {
    const userId = owner;
    if (!userId) return undefined;
    const client = await (await store()).persisterOf(userId).restoreClient();
    if (!client || userIdOf(client) !== userId) return undefined;
    // Restored offline: shown at once, and read again as soon as the connection allows.
    const stale = markedStale(client);
    if (!onlineManager.isOnline()) return stale;
    carried =
      owner === userId && isUsable(stale, currentBuster)
        ? withoutSignedInUser(stale).clientState.queries
        : [];
    return undefined;
  },
  removeClient: async () => {
    const userId = owner;
    if (userId) await (await store()).persisterOf(userId).removeClient();
  },
};

/** Deletes every saved cache in this browser. */
async function wipeStore(): Promise<void> {
  await (await store()).wipe();
}

/**
 * The signed-in user changed (`auth.me` answered someone else, or nobody): the previous user's reads leave
 * the memory cache at once, before any screen renders with the new answer, and the database is wiped.
 */
function changeOwner(queryClient: QueryClient, userId: string | null): void {
  const previous = owner;
  owner = userId;
  carried = [];
  writeOwner(userId);
  if (previous !== null) {
    queryClient.removeQueries({ predicate: (query) => !isSignedInUser(query.queryKey) });
  }
  void wipeStore();
}

/** Sign-out: forgets the owner and deletes the saved caches (the caller clears the memory cache). */
export async function forgetOfflineData(): Promise<void> {
  owner = null;
  carried = [];
  writeOwner(null);
  await wipeStore();
}

/** The options for TanStack's persister, once offline reading has started. */
let started: Omit<PersistQueryClientOptions, 'queryClient'> | undefined;

/**
 * Starts offline reading on the app's QueryClient, once: before the first render when the app starts offline
 * (the saved cache is restored first), after it otherwise (offline-persistence.tsx). The owner of the saved
 * cache is read back, persisted reads rejoin memory when the connection drops, and every answer of `auth.me`
 * is checked against the owner. react-query's online state and the persisted reads' defaults are set before
 * the first render by offline-start.ts.
 * Returns the options for PersistQueryClientProvider.
 */
export function startOfflineCache(
  queryClient: QueryClient,
  buster: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  if (started) return started;
  owner = readOwner();
  currentBuster = buster;
  // The connection dropped: the saved reads not in memory join it, readable like the rest.
  onlineManager.subscribe((online) => {
    if (online || carried.length === 0) return;
    const reads = carried;
    carried = [];
    hydrate(queryClient, { queries: reads, mutations: [] });
  });
  const meOf = (query: { state: { data: unknown } }) => query.state.data as { id: string } | null | undefined;
  // Started after the first render: `auth.me` may have answered already. Nothing of another user is in
  // memory then (an online start restores nothing), so only the owner and the database follow the answer.
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => isSignedInUser(q.queryKey) })) {
    const me = meOf(query);
    if (me === undefined) continue;
    const userId = me?.id ?? null;
    if (userId !== owner) {
      owner = userId;
      writeOwner(userId);
      void wipeStore();
    }
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'updated') return;
    if (!isSignedInUser(event.query.queryKey)) return;
    const me = meOf(event.query);
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
    carried = [];
    queryClient.removeQueries({ predicate: (query) => !isSignedInUser(query.queryKey) });
    void queryClient.invalidateQueries({ predicate: (query) => isSignedInUser(query.queryKey) });
  });
  started = {
    persister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersistQuery(query),
      shouldDehydrateMutation: () => false,
    },
  };
  return started;
}
