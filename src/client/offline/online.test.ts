import { onlineManager } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import { errorText } from '../lib/errors.ts';
import { offlineLink } from './online.ts';

const t = initTRPC.create();
const router = t.router({
  read: t.procedure.query(() => 'read'),
  save: t.procedure.input(z.object({ name: z.string() })).mutation(({ input }) => `saved ${input.name}`),
});
type Router = typeof router;
const caller = router.createCaller({});

/** Stands in for the HTTP link: runs the call on the router in-process and notes what reached it. */
function serverLink(sent: string[]): TRPCLink<Router> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(op.path);
        const call = op.path === 'save' ? caller.save(op.input as { name: string }) : caller.read();
        call.then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: Error) => observer.error(TRPCClientError.from(error)),
        );
      });
}

afterEach(() => onlineManager.setOnline(true));

describe('changes while offline', () => {
  it('are refused at once with a message saying they need the connection, and never sent', async () => {
    const sent: string[] = [];
    const client = createTRPCClient<Router>({ links: [offlineLink(), serverLink(sent)] });
    onlineManager.setOnline(false);
    const failure = await client.save.mutate({ name: 'Soup' }).catch((error: unknown) => error);
    expect(errorText(failure)).toBe(messages.offlineNeedsConnection);
    expect(sent).toEqual([]);
  });

  it('go through once the browser is back online; reads are never refused', async () => {
    const sent: string[] = [];
    const client = createTRPCClient<Router>({ links: [offlineLink(), serverLink(sent)] });
    onlineManager.setOnline(false);
    expect(await client.read.query()).toBe('read');
    onlineManager.setOnline(true);
    expect(await client.save.mutate({ name: 'Soup' })).toBe('saved Soup');
    expect(sent).toEqual(['read', 'save']);
  });
});
