import { httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router.ts';
import { offlineLink } from '../offline/online.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * Where the app asks `auth.me`: index.html preloads this very address while the app's code downloads
 * (`<link rel="preload" as="fetch" crossorigin="use-credentials">`), and the first `auth.me` of the page
 * takes that answer instead of asking again, so the session is known as soon as the code has run rather
 * than one round trip later (issue 15). `auth-me-preload.test.ts` keeps index.html's address equal to it.
 */
const AUTH_ME_PATH = 'auth.me';

export function createTrpcClient() {
  const options = {
    url: '/api/trpc',
    transformer: superjson,
    fetch: (url: URL | RequestInfo, init?: RequestInit) => fetch(url, { ...init, credentials: 'include' }),
  };
  return trpc.createClient({
    links: [
      offlineLink(),
      // auth.me alone, never batched: its address then is the one index.html preloads.
      splitLink({
        condition: (op) => op.path === AUTH_ME_PATH,
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}

/** Retry network and server failures a little; an answer the server meant (4xx) will not change. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const { data } = error as TRPCClientError<AppRouter>;
    if (data && data.httpStatus < 500) return false;
  }
  return failureCount < 2;
}
