import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc.ts';

/** The address index.html preloads as a fetch, and how. */
function preloadInIndexHtml(): { href: string; crossorigin: string | undefined } {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const links = [...html.matchAll(/<link\b([^>]*)>/g)].map((match) => match[1] ?? '');
  const preload = links.find((attrs) => /rel="preload"/.test(attrs) && /as="fetch"/.test(attrs));
  if (!preload) throw new Error('index.html preloads no fetch');
  return {
    href: /href="([^"]+)"/.exec(preload)?.[1] ?? '',
    crossorigin: /crossorigin="([^"]+)"/.exec(preload)?.[1],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth.me preloaded by index.html', () => {
  it('is the very request the app makes for auth.me, alone and with its credentials', async () => {
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      return Promise.resolve(
        new Response(JSON.stringify({ result: { data: { json: null } } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const client = createTrpcClient();
    // Asked in the same tick as another query: auth.me still goes alone, so its address stays the preloaded one.
    await Promise.all([client.auth.me.query(), client.billing.mySubscription.query().catch(() => undefined)]);
    const preload = preloadInIndexHtml();
    const authMe = asked.filter((request) => request.url.includes('auth.me'));
    expect(authMe).toHaveLength(1);
    expect(authMe[0]?.url).toBe(preload.href);
    expect(authMe[0]?.init?.method ?? 'GET').toBe('GET');
    // A preload is only taken by a request of the same credentials mode: the app sends cookies ("include").
    expect(authMe[0]?.init?.credentials).toBe('include');
    expect(preload.crossorigin).toBe('use-credentials');
  });
});
