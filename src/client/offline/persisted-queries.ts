import type { QueryKey, QueryState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * Which reads are kept for offline reading (decision 033), and whose they are. Pure, so the rules are
 * unit-tested (persisted-queries.test.ts); src/client/offline/offline-cache.ts applies them.
 */

/** How long a read stays readable offline after it was last fetched, and how long a saved cache lives. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The procedures whose answers are kept: who is signed in (so the shell opens offline), the planner's
 * folders, plan lists, plans and shopping lists, and recipes. Lists of recipes, tags and the rest are not:
 * a plan and a recipe render without them.
 */
export const PERSISTED_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.me',
  'clients.list',
  'mealPlans.list',
  'mealPlans.get',
  'mealPlans.shoppingList',
  'recipes.get',
]);

/** The procedure of a tRPC query key (`[['recipes', 'get'], { input, type }]`), or null for any other key. */
export function procedureOf(queryKey: QueryKey): string | null {
  const [path] = queryKey;
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null;
  return path.join('.');
}

/** The `{ input, type }` half of a tRPC query key. */
function keyMeta(queryKey: QueryKey): { input?: unknown; type?: unknown } {
  const meta = queryKey[1];
  return typeof meta === 'object' && meta !== null ? meta : {};
}

/**
 * Whether a query goes into the offline cache: a plain (not infinite) read of a persisted procedure that
 * succeeded within OFFLINE_MAX_AGE_MS. The planner's folders only without a search (the Clients screen's
 * searches are not kept).
 */
export function shouldPersistQuery(
  query: { queryKey: QueryKey; state: Pick<QueryState, 'status' | 'dataUpdatedAt'> },
  now: number = Date.now(),
): boolean {
  const procedure = procedureOf(query.queryKey);
  if (procedure === null || !PERSISTED_PROCEDURES.has(procedure)) return false;
  const meta = keyMeta(query.queryKey);
  if (meta.type !== 'query') return false;
  if (procedure === 'clients.list' && meta.input !== undefined) return false;
  return query.state.status === 'success' && now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS;
}

/** The IndexedDB key of one user's saved cache: one entry per user, never shared. */
export function storeKey(userId: string): string {
  return `user:${userId}`;
}

/** Whether a query key is `auth.me`, the answer to who is signed in. */
export const isSignedInUser = (queryKey: QueryKey): boolean => procedureOf(queryKey) === 'auth.me';

/** The signed-in user a saved cache belongs to: the id in its own `auth.me` answer, or null when it has none. */
export function userIdOf(client: PersistedClient): string | null {
  const me = client.clientState.queries.find((query) => isSignedInUser(query.queryKey))?.state.data;
  if (typeof me !== 'object' || me === null || !('id' in me) || typeof me.id !== 'string') return null;
  return me.id;
}

/**
 * The saved cache with every read marked out of date, so each one shows at once and is fetched again as
 * soon as its screen opens and the connection allows: a reload still shows the latest, not the saved copy.
 */
export function markedStale(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, isInvalidated: true },
      })),
    },
  };
}

/**
 * The saved cache without its `auth.me`: online, the server says who is signed in, and the saved reads
 * are shown only once it has named the same user.
 */
export function withoutSignedInUser(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.filter((query) => !isSignedInUser(query.queryKey)),
    },
  };
}

/** The reads of a saved cache. */
export type SavedReads = PersistedClient['clientState']['queries'];

/** Whether a saved cache may be used: written by this build, and not older than OFFLINE_MAX_AGE_MS. */
export function isUsable(client: PersistedClient, buster: string, now: number = Date.now()): boolean {
  return client.buster === buster && now - client.timestamp <= OFFLINE_MAX_AGE_MS;
}

/**
 * The snapshot about to be written, plus the saved reads kept aside (`carried`) that it does not hold and
 * that are still young enough: online, a plan opened last week stays saved without being shown.
 */
export function withCarried(
  client: PersistedClient,
  carried: SavedReads,
  now: number = Date.now(),
): PersistedClient {
  if (carried.length === 0) return client;
  const present = new Set(client.clientState.queries.map((query) => query.queryHash));
  const kept = carried.filter(
    (query) => !present.has(query.queryHash) && now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS,
  );
  return {
    ...client,
    clientState: { ...client.clientState, queries: [...client.clientState.queries, ...kept] },
  };
}
