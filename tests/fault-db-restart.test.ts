import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '../src/server/db/client.ts';
import { createTestDatabase, type TestDatabase } from './setup/test-db.ts';

/**
 * A TCP relay on loopback in front of the test's Postgres server that can go away and come back, as the
 * server's port does while it restarts: stopping it drops every connection and refuses new ones.
 */
function createRelay(target: { host: string; port: number }) {
  let server: net.Server | undefined;
  let port = 0;
  const sockets = new Set<net.Socket>();
  return {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}

/**
 * What a database restart does to the app's client between two statements: the connections it had are
 * gone and, for a moment, nothing answers on the port. The whole restart under load is
 * scripts/fault-db-restart.ts (docs/reliability.md, "Faults"); this pins down the client's part. Real
 * Postgres only: an embedded PGlite has no server to restart.
 */
describe.skipIf(!inject('postgresTemplateUrl'))('the Postgres server restarting between statements', () => {
  let database: TestDatabase;
  let relay: ReturnType<typeof createRelay>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url!);
    relay = createRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.host = `127.0.0.1:${relay.port}`;
    handle = await openDatabase({ url: url.toString(), maxConnections: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    await relay?.stop();
    await database?.close();
  });

  it('answers a statement sent while the server is away once it is back, without an error', async () => {
    const before = rowsOf<{ n: number }>(await handle.db.execute(sql`select 1 as n`));
    expect(before).toEqual([{ n: 1 }]);

    await relay.stop();
    // The client sees its connections close; then a statement is sent while nothing listens, and the
    // server comes back 250 ms later, as after a fast restart.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = handle.db.execute(sql`select 2 as n`).then((result) => rowsOf<{ n: number }>(result));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await relay.start();

    expect(await during).toEqual([{ n: 2 }]);
  });
});
