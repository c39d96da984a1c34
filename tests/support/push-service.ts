import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import { freePort } from '../e2e/support/server.ts';

/**
 * A loopback push service (the `web-push-testing` package's protocol model): it hands out subscriptions with real P-256 keys,
 * checks each push's VAPID signature against the subscription's applicationServerKey, decrypts the
 * aes128gcm payload and keeps it, and answers 410 for a subscription marked expired. It speaks the real
 * protocol, so the app's web-push code runs unchanged against it (tests and `npm run test:e2e`).
 */
export interface LoopbackPushService {
  url: string;
  /** The host:port the app must allow (PUSH_ALLOWED_HOSTS). */
  host: string;
  /** A subscription for a browser of this app, as PushSubscription.toJSON() gives it, and its hash. */
  subscribe(applicationServerKey: string): Promise<LoopbackSubscription>;
  /** The decrypted messages a subscription received. */
  messages(clientHash: string): Promise<string[]>;
  /** Makes the service answer 410 Gone for this subscription from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

export interface LoopbackSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: Record<string, string>): Promise<LoopbackSubscription>;
  handleNotification(
    clientHash: string,
    headers: Record<string, string | undefined>,
    body: Buffer,
  ): Promise<unknown>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash?: string }): { messages: string[] };
}

/**
 * web-push-testing's own server is an Express 4 app, which cannot load here (the project overrides
 * content-disposition to 2.x, which Express 4 cannot use). Its protocol lives in PushApiModel (VAPID
 * checks, aes128gcm decryption, expiry); this serves the same five routes with node:http.
 */
function servePushApi(model: PushApiModel): Server {
  const { SubscriptionExpiredError } = require('web-push-testing/src/PushApiModel.js') as {
    SubscriptionExpiredError: new () => Error;
  };
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const json = () => (body.length ? (JSON.parse(body.toString('utf8')) as Record<string, string>) : {});
      const send = (status: number, answer?: unknown) => {
        res.writeHead(status, answer === undefined ? {} : { 'content-type': 'application/json' });
        res.end(answer === undefined ? undefined : JSON.stringify(answer));
      };
      const path = req.url ?? '/';
      const fail = (err: unknown) =>
        err instanceof SubscriptionExpiredError
          ? send(410, { reason: 'Push subscription has unsubscribed or expired.' })
          : send(400, { error: { message: (err as Error).message } });
      if (req.method !== 'POST') return send(405);
      if (path === '/status') return send(200);
      if (path === '/subscribe')
        return void model.subscribe(json()).then((data) => send(200, { data }), fail);
      if (path === '/get-notifications') {
        try {
          return send(200, { data: model.getNotifications(json()) });
        } catch (err) {
          return fail(err);
        }
      }
      const notify = /^\/notify\/([0-9a-f]+)$/.exec(path);
      if (notify) {
        const h = req.headers;
        const header = (name: string) => (typeof h[name] === 'string' ? (h[name] as string) : undefined);
        return void model
          .handleNotification(
            notify[1]!,
            {
              encoding: header('content-encoding'),
              encryption: header('encryption'),
              cryptoKey: header('crypto-key'),
              authorization: header('authorization'),
              ttl: header('ttl'),
            },
            body,
          )
          .then((answer) => send(201, answer ?? {}), fail);
      }
      const expire = /^\/expire-subscription\/([0-9a-f]+)$/.exec(path);
      if (expire) {
        try {
          model.expireSubscription(expire[1]!);
          return send(200);
        } catch (err) {
          return fail(err);
        }
      }
      return send(404);
    });
  });
}

export async function startPushService(): Promise<LoopbackPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const port = await freePort();
  const model = new PushApiModel();
  model.notifyUrl = `http://localhost:${port}/notify/`;
  const server = servePushApi(model);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    ...pushServiceClient(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Talks to a running loopback push service over HTTP (from a test worker, say). */
export function pushServiceClient(port: number): Omit<LoopbackPushService, 'close'> {
  const url = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${await res.text()}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : null;
  };
  return {
    url,
    host: `localhost:${port}`,
    async subscribe(applicationServerKey) {
      const answer = (await post('/subscribe', { applicationServerKey, userVisibleOnly: 'true' })) as {
        data: LoopbackSubscription;
      };
      return answer.data;
    },
    async messages(clientHash) {
      const res = await fetch(`http://127.0.0.1:${port}/get-notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientHash }),
      });
      // 400 for a subscription it never made: a test must not read that as "nothing received".
      if (!res.ok) throw new Error(`push service get-notifications: ${res.status} ${await res.text()}`);
      const answer = (await res.json()) as { data: { messages: string[] } };
      return answer.data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`, {});
    },
  };
}
