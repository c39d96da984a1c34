import { PUSH_SERVICE_HOSTS, type Config } from '../../config.ts';
import { loadWebPush } from '../../lazy-packages.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: delivered, gone for good (404/410: drop the subscription), or failed. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; detail: string };

/**
 * Whether the server may post to this endpoint: https to a browser's push service, or any host listed
 * in PUSH_ALLOWED_HOSTS. Anything else is refused, so a subscription cannot aim the server at an
 * arbitrary address.
 */
export function isAllowedEndpoint(endpoint: string, config: Pick<Config, 'push'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.push.allowedHosts.includes(url.host.toLowerCase())) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

/**
 * Encrypts and signs one message with `web-push` (RFC 8291 aes128gcm, VAPID) and posts it. The request is
 * sent with fetch rather than `sendNotification`, which only speaks https: the same code then reaches a
 * loopback push service in tests.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  options: { ttlSeconds?: number; timeoutMs?: number } = {},
): Promise<PushOutcome> {
  const webPush = await loadWebPush();
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds ?? 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    if (response.ok) return { kind: 'sent' };
    const text = (await response.text()).slice(0, 300);
    return { kind: 'failed', status: response.status, detail: text };
  } catch (err) {
    return { kind: 'failed', status: null, detail: err instanceof Error ? err.message : String(err) };
  }
}
