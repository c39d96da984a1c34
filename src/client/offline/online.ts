import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AnyRouter } from '@trpc/server';
import { messages } from '../../shared/messages.ts';

/** Whether the browser is online, as react-query sees it (the `online` and `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** The error a change made offline fails with: the app's usual error shape, so every toast can say it. */
export function offlineError(): TRPCClientError<AnyRouter> {
  const message = messages.offlineNeedsConnection;
  return new TRPCClientError(message, {
    result: {
      error: {
        code: -32600,
        message,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, messageKey: 'offlineNeedsConnection' },
      },
    },
  });
}

/**
 * Refuses every mutation while the browser is offline, at once and with a clear message, instead of
 * sending a request that cannot arrive or (react-query's default) waiting silently until the connection
 * returns: a form keeps what was typed, an optimistic change in the planner is put back.
 */
export function offlineLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (op.type === 'mutation' && !onlineManager.isOnline()) {
          observer.error(offlineError() as TRPCClientError<TRouter>);
          return;
        }
        const subscription = next(op).subscribe(observer);
        return () => subscription.unsubscribe();
      });
}
