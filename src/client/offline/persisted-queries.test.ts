import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import {
  isUsable,
  markedStale,
  withCarried,
  OFFLINE_MAX_AGE_MS,
  shouldPersistQuery,
  storeKey,
  userIdOf,
  withoutSignedInUser,
} from './persisted-queries.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const fresh = { status: 'success', dataUpdatedAt: NOW - 60_000 } as const;
const query = (
  queryKey: unknown[],
  state: { status: 'success' | 'error' | 'pending'; dataUpdatedAt: number } = fresh,
) => ({
  queryKey,
  state,
});

describe('what is kept for offline reading', () => {
  it.each([
    ['who is signed in', [['auth', 'me'], { type: 'query' }]],
    ['a plan', [['mealPlans', 'get'], { input: { id: 'p1' }, type: 'query' }]],
    [
      'a folder’s plans',
      [['mealPlans', 'list'], { input: { folderId: 'f1', recipePlan: false }, type: 'query' }],
    ],
    ['a plan’s shopping list', [['mealPlans', 'shoppingList'], { input: { id: 'p1' }, type: 'query' }]],
    ['a recipe', [['recipes', 'get'], { input: { id: 'r1' }, type: 'query' }]],
    ['the planner’s client folders', [['clients', 'list'], { type: 'query' }]],
  ])('keeps %s', (_, key) => {
    expect(shouldPersistQuery(query(key), NOW)).toBe(true);
  });

  it.each([
    ['the recipe catalogue', [['recipes', 'list'], { input: {}, type: 'infinite' }]],
    ['tags', [['tags', 'list'], { input: { kind: 'meal' }, type: 'query' }]],
    ['the admin’s pending counts', [['members', 'pendingCount'], { type: 'query' }]],
    ['a search of the Clients screen', [['clients', 'list'], { input: { query: 'ann' }, type: 'query' }]],
    ['a key that is not tRPC’s', ['something', 1]],
  ])('leaves out %s', (_, key) => {
    expect(shouldPersistQuery(query(key), NOW)).toBe(false);
  });

  it('keeps only answers, and only those fetched within the last seven days', () => {
    const plan = [['mealPlans', 'get'], { input: { id: 'p1' }, type: 'query' }];
    expect(shouldPersistQuery(query(plan, { status: 'error', dataUpdatedAt: NOW }), NOW)).toBe(false);
    expect(shouldPersistQuery(query(plan, { status: 'pending', dataUpdatedAt: 0 }), NOW)).toBe(false);
    const old = { status: 'success', dataUpdatedAt: NOW - OFFLINE_MAX_AGE_MS - 1 } as const;
    expect(shouldPersistQuery(query(plan, old), NOW)).toBe(false);
  });
});

function savedCache(me: unknown): PersistedClient {
  const entry = (queryKey: unknown[], data: unknown) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: NOW,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: NOW,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  });
  return {
    timestamp: NOW,
    buster: 'build-1',
    clientState: {
      mutations: [],
      queries: [
        entry([['auth', 'me'], { type: 'query' }], me),
        entry([['recipes', 'get'], { input: { id: 'r1' }, type: 'query' }], { id: 'r1', name: 'Soup' }),
      ],
    },
  };
}

describe('whose saved cache it is', () => {
  it('is one entry per user, named by the user id', () => {
    expect(storeKey('a1')).toBe('user:a1');
    expect(storeKey('a1')).not.toBe(storeKey('b2'));
  });

  it('belongs to the user of its own auth.me answer, and to nobody without one', () => {
    expect(userIdOf(savedCache({ id: 'a1', role: 'dietitian' }))).toBe('a1');
    expect(userIdOf(savedCache(null))).toBeNull();
    expect(userIdOf(withoutSignedInUser(savedCache({ id: 'a1' })))).toBeNull();
  });

  it('restored online, keeps the reads but not who is signed in: the server says that', () => {
    const restored = withoutSignedInUser(savedCache({ id: 'a1' }));
    expect(restored.clientState.queries.map((q) => q.queryKey[0])).toEqual([['recipes', 'get']]);
    expect(restored.buster).toBe('build-1');
  });

  it('restored, every read is out of date, so a screen opened online fetches it again', () => {
    const restored = markedStale(savedCache({ id: 'a1' }));
    expect(restored.clientState.queries.every((q) => q.state.isInvalidated)).toBe(true);
    expect(restored.clientState.queries.map((q) => q.state.data)).toEqual(
      savedCache({ id: 'a1' }).clientState.queries.map((q) => q.state.data),
    );
  });

  it('is used only when written by this build within the last seven days', () => {
    const saved = savedCache({ id: 'a1' });
    expect(isUsable(saved, 'build-1', NOW + 60_000)).toBe(true);
    expect(isUsable(saved, 'build-2', NOW + 60_000)).toBe(false);
    expect(isUsable(saved, 'build-1', NOW + OFFLINE_MAX_AGE_MS + 1)).toBe(false);
  });
});

describe('saved reads kept aside while online', () => {
  it('are written back with each save when the memory cache does not hold them, until seven days old', () => {
    const saved = savedCache({ id: 'a1' }).clientState.queries;
    const [me, recipe] = saved;
    const now = savedCache({ id: 'a1' });
    now.clientState.queries = [me!];
    const written = withCarried(now, saved, NOW + 60_000);
    expect(written.clientState.queries.map((q) => q.queryHash)).toEqual([me!.queryHash, recipe!.queryHash]);
    expect(withCarried(now, saved, NOW + OFFLINE_MAX_AGE_MS).clientState.queries).toHaveLength(1);
  });

  it('give way to the fresh read of the same query', () => {
    const fresh = savedCache({ id: 'a1' });
    const written = withCarried(fresh, savedCache({ id: 'a1' }).clientState.queries, NOW);
    expect(written.clientState.queries).toHaveLength(2);
    expect(written.clientState.queries[1]).toBe(fresh.clientState.queries[1]);
  });
});
