import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

/**
 * The three S3 operations the adapter uses, path-style (`/{bucket}/{key}`), as S3 answers them: objects
 * kept in memory, a missing key answered with S3's NoSuchKey XML.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const body = await buffer(req);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
        res.writeHead(200, { etag: '"etag"' }).end();
        return;
      case 'GET': {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
            );
          return;
        }
        res
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  });
  return { server, objects, requests };
}

const fake = fakeS3('meal-files');
let storage: S3Storage;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  storage = new S3Storage({
    bucket: 'meal-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  storage.destroy();
  fake.server.closeAllConnections();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});
beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
});

describe('S3Storage', () => {
  it('puts an object with its content type, signed with the configured credentials', async () => {
    const body = Buffer.from('jpeg bytes');
    await storage.put('recipes/1700000000000_cake.jpg', body, 'image/jpeg');

    expect(fake.objects.get('recipes/1700000000000_cake.jpg')).toEqual({ body, contentType: 'image/jpeg' });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'PUT', path: '/meal-files/recipes/1700000000000_cake.jpg' });
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(request!.headers['content-length']).toBe(String(body.length));
  });

  it('gets an object back as a stream with its size and content type', async () => {
    await storage.put('excel/1700000000000_foods.csv', Buffer.from('a,b\n1,2\n'), 'text/csv; charset=utf-8');
    const object = await storage.get('excel/1700000000000_foods.csv');

    expect(object).toMatchObject({ size: 8, contentType: 'text/csv; charset=utf-8' });
    expect((await buffer(object!.body)).toString()).toBe('a,b\n1,2\n');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/meal-files/excel/1700000000000_foods.csv',
    });
  });

  it('returns null for a missing object', async () => {
    expect(await storage.get('recipes/missing.png')).toBeNull();
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    await storage.put('recipes/x.png', Buffer.from('x'), 'image/png');
    await storage.delete('recipes/x.png');
    await storage.delete('recipes/x.png');

    expect(fake.objects.size).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/meal-files/recipes/x.png',
      '/meal-files/recipes/x.png',
    ]);
  });

  it('reports a missing bucket as a failure, not as a missing file', async () => {
    const wrongBucket = new S3Storage({
      bucket: 'other-bucket',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    try {
      await expect(wrongBucket.get('recipes/x.png')).rejects.toThrow();
      await expect(wrongBucket.put('recipes/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    } finally {
      wrongBucket.destroy();
    }
  });
});
