import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users.ts';
import { useTestApps } from '../../../tests/support/test-apps.ts';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { users } from '../db/schema/index.ts';

/**
 * Issue 28: X-Forwarded-Host and X-Forwarded-Proto say where a request was sent only when they come from a
 * proxy TRUST_PROXY names; and an origin is its scheme too.
 */

const PROXY = '198.51.100.7';
const STRANGER = '203.0.113.9';

const apps = useTestApps();
const appWith = async (env: Record<string, string>) => (await apps.start(env)).app;

/** A signed-in profile change from `remoteAddress` with these headers; its status and the name it left. */
async function renameFrom(app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) {
  const user = await createUser(apps.db, { firstName: 'Jane' });
  const { token } = await createSession(apps.db, user.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/trpc/users.updateProfile',
    remoteAddress,
    headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json', ...headers },
    payload: { json: { firstName: 'Mallory' } },
  });
  const [row] = await apps.db.select().from(users).where(eq(users.id, user.id));
  return { status: res.statusCode, firstName: row!.firstName };
}

const refused = { status: 403, firstName: 'Jane' };
const accepted = { status: 200, firstName: 'Mallory' };

describe('the Origin check behind a proxy', () => {
  it('ignores X-Forwarded-Host and X-Forwarded-Proto when TRUST_PROXY is not set', async () => {
    const app = await appWith({});
    for (const remoteAddress of [PROXY, STRANGER, '127.0.0.1']) {
      expect(
        await renameFrom(app, remoteAddress, {
          origin: 'https://evil.example',
          host: 'app.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        }),
      ).toEqual(refused);
      expect(
        await renameFrom(app, remoteAddress, {
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
        }),
      ).toEqual(refused);
    }
    // The host the request was sent to still counts (a dev server, an app reached by another name).
    expect(
      await renameFrom(app, STRANGER, { origin: 'http://localhost:5173', host: 'localhost:5173' }),
    ).toEqual(accepted);
  });

  it('believes them from the proxy TRUST_PROXY names, and from nobody else', async () => {
    const app = await appWith({ TRUST_PROXY: '198.51.100.0/24' });
    const forwarded = {
      origin: 'https://shop.example',
      host: 'internal:3000',
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    };
    expect(await renameFrom(app, PROXY, forwarded)).toEqual(accepted);
    expect(await renameFrom(app, STRANGER, forwarded)).toEqual(refused);
    // A proxy that says nothing of the host: the Host header it sent.
    expect(
      await renameFrom(app, PROXY, {
        origin: 'https://internal:3000',
        host: 'internal:3000',
        'x-forwarded-proto': 'https',
      }),
    ).toEqual(accepted);
  });

  it('compares the scheme: an http page does not pass for an https app, or the other way round', async () => {
    const behindProxy = await appWith({ TRUST_PROXY: PROXY });
    const shop = { host: 'internal:3000', 'x-forwarded-host': 'shop.example' };
    expect(
      await renameFrom(behindProxy, PROXY, {
        ...shop,
        origin: 'http://shop.example',
        'x-forwarded-proto': 'https',
      }),
    ).toEqual(refused);
    expect(
      await renameFrom(behindProxy, PROXY, {
        ...shop,
        origin: 'https://shop.example',
        'x-forwarded-proto': 'http',
      }),
    ).toEqual(refused);
    // A plain http socket with nothing forwarded is http: an https Origin naming its host is another origin.
    expect(
      await renameFrom(behindProxy, STRANGER, { origin: 'https://localhost:3000', host: 'localhost:3000' }),
    ).toEqual(refused);

    const httpsApp = await appWith({ APP_URL: 'https://app.example' });
    expect(await renameFrom(httpsApp, STRANGER, { origin: 'https://app.example' })).toEqual(accepted);
    expect(
      await renameFrom(httpsApp, STRANGER, { origin: 'http://app.example', host: 'app.example' }),
    ).toEqual(refused);
  });
});
