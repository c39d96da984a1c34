import type { Role } from '../../shared/access.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import fastifyRateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecipe } from '../../../tests/factories/recipes.ts';
import { createUser } from '../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import {
  makeJpeg,
  makeImage,
  multipartBody,
  PHP_SCRIPT,
  pngWithHeader,
  type FilePart,
} from '../../../tests/support/upload-fixtures.ts';
import { messages, messageText, type MessageKey } from '../../shared/messages.ts';
import { loadConfig } from '../config.ts';
import { recipes, uploads } from '../db/schema/index.ts';
import { variantKeys } from '../integrations/storage/keys.ts';
import { LocalStorage } from '../integrations/storage/local-storage.ts';
import { startJobs, type Jobs } from '../jobs/jobs.ts';
import { registerThumbnailWorker } from '../jobs/thumbnails.ts';
import { fileRoutes } from './files.ts';
import { deleteStoredFile, uploadRoutes, type UploadActor } from './uploads.ts';

const MAX_BYTES = 512 * 1024;

let database: TestDatabase;
let jobs: Jobs;
let dir: string;
let storage: LocalStorage;
let app: FastifyInstance;
/** Who the stub session lookup says is signed in. */
let actor: UploadActor | null;

/** The app's default UPLOAD_MAX_MEGAPIXELS. */
const MAX_PIXELS = loadConfig({}).uploadMaxPixels;

async function buildTestApp(uploadMaxPixels = MAX_PIXELS): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(fastifyRateLimit, { global: true, max: 600, timeWindow: '1 minute' });
  await instance.register(uploadRoutes, {
    db: database.db,
    jobs,
    storage,
    config: { uploadMaxBytes: MAX_BYTES, uploadMaxPixels },
    getActor: async () => actor,
  });
  await instance.register(fileRoutes, { db: database.db, storage, getActor: async () => actor });
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-uploads-'));
  storage = new LocalStorage(path.join(dir, 'uploads'));
  jobs = await startJobs(database, database.url, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
  await registerThumbnailWorker(jobs, { storage });
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  await jobs.stop(5_000);
  await database.close();
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});
beforeEach(async () => {
  await resetDatabase(database.db);
  // The thumbnail worker may still be writing a previous test's variants while the folder goes: removing
  // it then meets a file that was not there a moment before (ENOTEMPTY), which Node retries.
  await rm(storage.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  const user = await createUser(database.db);
  actor = { id: user.id, role: user.role };
});

async function actAs(role: Role): Promise<UploadActor> {
  const user = await createUser(database.db, { role });
  actor = { id: user.id, role };
  return actor;
}

function upload(part: FilePart, folder = 'recipes') {
  const { payload, headers } = multipartBody(part);
  return app.inject({ method: 'POST', url: `/api/uploads?folder=${folder}`, payload, headers });
}

/** Every file under the storage root, sidecars included. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(storage.root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(storage.root, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

async function thumbnailJobCount(): Promise<number> {
  const { rows } = await database.executeSql(
    "select count(*)::int as n from pgboss.job where name = 'thumbnails'",
  );
  return Number(rows[0]!.n);
}

/** The text a refusal carries: the image limit's names the default limit. */
const refusalText = (key: MessageKey) =>
  key === 'uploadImageTooLarge' ? messageText(key, { megapixels: MAX_PIXELS / 1_000_000 }) : messages[key];

async function expectNothingWritten() {
  expect(await storedFiles()).toEqual([]);
  expect(await database.db.$count(uploads)).toBe(0);
  expect(await thumbnailJobCount()).toBe(0);
}

async function waitForVariants(key: string): Promise<Buffer[]> {
  const keys = Object.values(variantKeys(key));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const objects = await Promise.all(keys.map((k) => storage.get(k)));
    if (objects.every((o) => o !== null)) return Promise.all(objects.map((o) => buffer(o!.body)));
    objects.forEach((o) => o?.body.destroy());
    if (Date.now() > deadline) throw new Error(`the thumbnails of ${key} did not appear`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/uploads', () => {
  it('stores a re-encoded JPEG, records it, and the worker makes three WebP variants', async () => {
    const jpeg = await makeJpeg(1600, 1200, 6);
    const res = await upload({ filename: 'Cake Photo.JPG', data: jpeg, contentType: 'image/png' });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ fileName: 'Cake Photo.JPG', contentType: 'image/jpeg' });
    expect(body.key).toMatch(/^recipes\/\d{13}_[a-z2-7]{26}_cake-photo\.jpg$/);
    expect(body.url).toBe(`/files/${body.key}`);

    const stored = await readFile(path.join(storage.root, body.key));
    expect(stored.equals(jpeg)).toBe(false);
    expect(body.size).toBe(stored.length);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });

    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({
      key: body.key,
      folder: 'recipes',
      contentType: 'image/jpeg',
      size: stored.length,
      createdBy: actor!.id,
    });

    const variants = await waitForVariants(body.key);
    const sizes = await Promise.all(variants.map(async (v) => sharp(v).metadata()));
    expect(sizes.map((m) => [m.format, m.width])).toEqual([
      ['webp', 200],
      ['webp', 600],
      ['webp', 1200],
    ]);
  });

  it('stores a CSV in the excel folder, with no thumbnails job', async () => {
    await actAs('admin');
    const res = await upload(
      { filename: 'Foods.csv', data: Buffer.from('name,energy\nOats,1590\n') },
      'excel',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'text/csv; charset=utf-8' });
    expect(res.json().key).toMatch(/^excel\/\d{13}_[a-z2-7]{26}_foods\.csv$/);
    expect(await thumbnailJobCount()).toBe(0);
  });

  it('gives two uploads of one name in the same millisecond two unguessable keys', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const first = await upload({ filename: 'cake.png', data: await makeImage('png', 20, 20) });
      const second = await upload({ filename: 'cake.png', data: await makeImage('png', 30, 30) });
      const keys = [first.json().key as string, second.json().key as string];
      // 26 base32 characters: 128 random bits between the millisecond and the name.
      for (const key of keys) expect(key).toMatch(/^recipes\/1700000000000_[a-z2-7]{26}_cake\.png$/);
      expect(keys[0]).not.toBe(keys[1]);
      const widths = await Promise.all(
        [first, second].map(
          async (r) => (await sharp(path.join(storage.root, r.json().key)).metadata()).width,
        ),
      );
      expect(widths).toEqual([20, 30]);
    } finally {
      now.mockRestore();
    }
  });

  it.each([
    ['a path in the name', { filename: '../../x.png' }, 400, 'uploadBadName'],
    ['a Windows path in the name', { filename: '..\\..\\x.png' }, 400, 'uploadBadName'],
    [
      'PHP renamed .jpg',
      { filename: 'shell.jpg', data: PHP_SCRIPT, contentType: 'image/jpeg' },
      415,
      'uploadBadType',
    ],
    [
      'a 20000 x 20000 PNG',
      { filename: 'huge.png', data: pngWithHeader(20_000, 20_000) },
      413,
      'uploadImageTooLarge',
    ],
    [
      'a file over the size limit',
      { filename: 'big.jpg', data: randomBytes(MAX_BYTES + 1) },
      413,
      'uploadTooLarge',
    ],
    ['an empty file', { filename: 'empty.png', data: Buffer.alloc(0) }, 400, 'uploadUnreadable'],
    ['another form field', { filename: 'cake.png', field: 'photo' }, 400, 'uploadUnreadable'],
  ] as const)('refuses %s and writes nothing', async (_case, part, status, messageKey) => {
    const res = await upload({ data: await makeImage('png', 20, 20), ...part });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), messageKey, message: refusalText(messageKey) });
    await expectNothingWritten();
  });

  it('refuses a 39.7-megapixel PNG, over the 25 megapixels UPLOAD_MAX_MEGAPIXELS allows by default, and writes nothing', async () => {
    // One colour, so the file is small (about 130 KB): what is refused is its pixels, not its bytes.
    const large = await sharp({ create: { width: 7000, height: 5670, channels: 3, background: '#97c81f' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(large.length).toBeLessThan(MAX_BYTES);
    const res = await upload({ filename: 'large.png', data: large });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'Payload Too Large',
      messageKey: 'uploadImageTooLarge',
      message: 'The image is too large. Please upload an image under 25 megapixels.',
    });
    await expectNothingWritten();
  });

  it('refuses images over the pixel limit it is given, and takes one at the limit', async () => {
    const limited = await buildTestApp(2_000_000);
    try {
      const send = async (width: number, height: number) => {
        const { payload, headers } = multipartBody({
          filename: 'p.png',
          data: await makeImage('png', width, height),
        });
        return limited.inject({ method: 'POST', url: '/api/uploads?folder=profilephotos', payload, headers });
      };
      const over = await send(2001, 1000);
      expect(over.statusCode).toBe(413);
      expect(over.json().message).toBe('The image is too large. Please upload an image under 2 megapixels.');
      await expectNothingWritten();
      const atLimit = await send(2000, 1000);
      expect(atLimit.statusCode).toBe(201);
      expect(await database.db.$count(uploads)).toBe(1);
      // Its thumbnails are made from the stored image, under the stored images' own ceiling; waited for
      // here so that the worker writes nothing into the next test's storage.
      expect(await waitForVariants(atLimit.json().key)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('keeps the admin-only excel folder from other roles, writing nothing', async () => {
    const res = await upload({ filename: 'foods.csv', data: Buffer.from('a,b\n') }, 'excel');
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('notAllowed');
    await expectNothingWritten();
  });

  it('refuses an unknown folder', async () => {
    const res = await upload({ filename: 'cake.png', data: await makeImage('png', 20, 20) }, 'secrets');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('invalidInput');
    await expectNothingWritten();
  });

  it('refuses a request that is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads?folder=recipes',
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().messageKey).toBe('uploadUnreadable');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    actor = null;
    const res = await upload({ filename: 'cake.png', data: await makeImage('png', 20, 20) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Unauthorized',
      messageKey: 'notLoggedIn',
      message: messages.notLoggedIn,
    });
    await expectNothingWritten();
  });

  it('allows 30 uploads a minute from one address', async () => {
    actor = null;
    const limited = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        codes.push((await limited.inject({ method: 'POST', url: '/api/uploads?folder=recipes' })).statusCode);
      }
      expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
      expect(codes[30]).toBe(429);
      const res = await limited.inject({ method: 'POST', url: '/api/uploads?folder=recipes' });
      expect(res.json()).toMatchObject({ messageKey: 'tooManyRequests', message: messages.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});

/** GET /files/{key} as the signed-in `viewer` (null: a guest). */
function fetchFile(key: string, viewer: UploadActor | null) {
  actor = viewer;
  return app.inject({ method: 'GET', url: `/files/${key}` });
}

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

describe('GET /files/*', () => {
  it('serves a published recipe’s photo inline, with its type, unsniffable and cached for good', async () => {
    const { key } = (await upload({ filename: 'cake.jpg', data: await makeJpeg(800, 600) })).json();
    await createRecipe(database.db, { userId: actor!.id, photoKey: key });
    actor = null;

    const res = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await readFile(path.join(storage.root, key)))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="cake.jpg"',
      'cache-control': PUBLIC_CACHE,
    });

    const [thumb] = await waitForVariants(key);
    const variant = await app.inject({ method: 'GET', url: `/files/${variantKeys(key).thumb}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(variant.rawPayload.equals(thumb!)).toBe(true);
  });

  it('offers anything but an image as a download', async () => {
    await actAs('admin');
    const { key } = (await upload({ filename: 'foods.csv', data: Buffer.from('a,b\n') }, 'excel')).json();
    const res = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="foods.csv"');
    expect(res.body).toBe('a,b\n');
  });

  it('answers 404 for a missing file, and nobody keeps that answer', async () => {
    await actAs('admin');
    const res = await app.inject({ method: 'GET', url: '/files/recipes/1700000000000_missing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(res.json()).toEqual({ error: 'Not Found', messageKey: 'notFound', message: messages.notFound });
  });

  it.each([
    '/files/../../etc/passwd',
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/recipes/..%2F..%2F..%2Fetc%2Fpasswd',
    '/files/recipes/%2e%2e/%2e%2e/secret.txt',
    '/files/.meta/recipes/1700000000000_cake.jpg.json',
    '/files/recipes/.1700000000000_cake.jpg.0a1b2c3d4e5f.tmp',
  ])('refuses the path %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may fetch a stored file', () => {
  let admin: UploadActor;
  let owner: UploadActor;
  let otherMember: UploadActor;
  let dietitian: UploadActor;

  beforeEach(async () => {
    [admin, owner, otherMember, dietitian] = [
      await actAs('admin'),
      await actAs('member'),
      await actAs('member'),
      await actAs('dietitian'),
    ];
  });

  async function uploadAs(viewer: UploadActor, part: FilePart, folder: string): Promise<string> {
    actor = viewer;
    const res = await upload(part, folder);
    expect(res.statusCode).toBe(201);
    return res.json().key;
  }

  async function statusFor(key: string) {
    return {
      guest: (await fetchFile(key, null)).statusCode,
      member: (await fetchFile(key, otherMember)).statusCode,
      dietitian: (await fetchFile(key, dietitian)).statusCode,
      admin: (await fetchFile(key, admin)).statusCode,
    };
  }

  it('keeps excel/ and recipe-imports/ files for the admins, with no caching', async () => {
    const excelKey = await uploadAs(admin, { filename: 'foods.csv', data: Buffer.from('a,b\n') }, 'excel');
    const recipeFileKey = await uploadAs(
      admin,
      { filename: 'recipes.json', data: Buffer.from(JSON.stringify({ '@type': 'Recipe' })) },
      'recipe-imports',
    );
    for (const key of [excelKey, recipeFileKey]) {
      expect(await statusFor(key)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });
      const res = await fetchFile(key, admin);
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    }
    const refused = await fetchFile(excelKey, otherMember);
    expect(refused.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(refused.json()).toEqual({
      error: 'Not Found',
      messageKey: 'notFound',
      message: messages.notFound,
    });
  });

  it('keeps a file under a key made before the random part as private as a new one', async () => {
    const oldKey = 'excel/1700000000000_foods.csv';
    await storage.put(oldKey, Buffer.from('a,b\n'), 'text/csv; charset=utf-8');
    expect(await statusFor(oldKey)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });

    const oldPhoto = 'recipes/1700000000000_cake.jpg';
    await storage.put(oldPhoto, await makeJpeg(40, 30), 'image/jpeg');
    await createRecipe(database.db, { userId: owner.id, photoKey: oldPhoto, isPrivate: true });
    expect(await statusFor(oldPhoto)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });
    expect((await fetchFile(oldPhoto, owner)).statusCode).toBe(200);
  });

  it('shows a private recipe’s photo and its copies to its owner and the admins only', async () => {
    const key = await uploadAs(owner, { filename: 'secret.jpg', data: await makeJpeg(800, 600) }, 'recipes');
    await createRecipe(database.db, { userId: owner.id, photoKey: key, isPrivate: true });
    await waitForVariants(key);
    for (const k of [key, ...Object.values(variantKeys(key))]) {
      expect(await statusFor(k)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });
      const own = await fetchFile(k, owner);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe(PRIVATE_CACHE);
    }
  });

  it('shows a photo to everyone, cached, once a published catalogue recipe shows it', async () => {
    const key = await uploadAs(
      owner,
      { filename: 'cake.png', data: await makeImage('png', 20, 20) },
      'recipes',
    );
    // Uploaded but not yet saved with a recipe: the uploader's alone.
    expect(await statusFor(key)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });
    expect((await fetchFile(key, owner)).statusCode).toBe(200);

    // A recipe waiting for review is its owner's and the admins' too.
    const recipe = await createRecipe(database.db, { userId: owner.id, photoKey: key, status: 'pending' });
    expect(await statusFor(key)).toEqual({ guest: 404, member: 404, dietitian: 404, admin: 200 });

    await database.db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, recipe.id));
    expect(await statusFor(key)).toEqual({ guest: 200, member: 200, dietitian: 200, admin: 200 });
    expect((await fetchFile(key, null)).headers['cache-control']).toBe(PUBLIC_CACHE);
  });

  it('shows a customised copy’s photo to the one who customised it', async () => {
    const key = await uploadAs(
      owner,
      { filename: 'mine.png', data: await makeImage('png', 20, 20) },
      'recipes',
    );
    await createRecipe(database.db, {
      userId: owner.id,
      photoKey: key,
      isPrivate: true,
      isCustomized: true,
      customizedById: dietitian.id,
    });
    expect(await statusFor(key)).toEqual({ guest: 404, member: 404, dietitian: 200, admin: 200 });
  });

  it('shows profile photos and logos to anyone, cached for good', async () => {
    for (const folder of ['profilephotos', 'logos']) {
      const key = await uploadAs(owner, { filename: 'me.png', data: await makeImage('png', 20, 20) }, folder);
      expect(await statusFor(key)).toEqual({ guest: 200, member: 200, dietitian: 200, admin: 200 });
      expect((await fetchFile(key, null)).headers['cache-control']).toBe(PUBLIC_CACHE);
    }
  });

  it('keeps a foods/ upload for its uploader and the admins', async () => {
    const key = await uploadAs(
      dietitian,
      { filename: 'oats.png', data: await makeImage('png', 20, 20) },
      'foods',
    );
    expect(await statusFor(key)).toEqual({ guest: 404, member: 404, dietitian: 200, admin: 200 });
    const otherDietitian = await actAs('dietitian');
    expect((await fetchFile(key, otherDietitian)).statusCode).toBe(404);
  });
});

describe('DELETE /api/uploads/:id', () => {
  async function uploadWithVariants() {
    const body = (await upload({ filename: 'cake.jpg', data: await makeJpeg(800, 600) })).json();
    await waitForVariants(body.key);
    return body as { id: string; key: string };
  }

  it('lets the owner delete the file, its variants and its row', async () => {
    const { id } = await uploadWithVariants();
    expect(await storedFiles()).toHaveLength(8);

    const res = await app.inject({ method: 'DELETE', url: `/api/uploads/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messageKey: 'fileDeleted', message: 'File deleted' });
    expect(await storedFiles()).toEqual([]);
    expect(await database.db.$count(uploads)).toBe(0);
  });

  it('lets an admin delete anyone’s file', async () => {
    const { id } = await uploadWithVariants();
    const admin = await createUser(database.db, { role: 'admin' });
    actor = { id: admin.id, role: 'admin' };
    expect((await app.inject({ method: 'DELETE', url: `/api/uploads/${id}` })).statusCode).toBe(200);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 to another user, keeping the file', async () => {
    const { id, key } = await uploadWithVariants();
    const other = await createUser(database.db, { role: 'dietitian' });
    actor = { id: other.id, role: other.role };

    const res = await app.inject({ method: 'DELETE', url: `/api/uploads/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('notFound');
    expect(await readFile(path.join(storage.root, key))).toBeInstanceOf(Buffer);
    expect(await database.db.$count(uploads)).toBe(1);
  });

  it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/uploads/6f1c2a4e-8d1b-4c3e-9a7f-0b5d2e8c1a90' }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/uploads/not-a-uuid' })).statusCode).toBe(404);
    actor = null;
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/uploads/6f1c2a4e-8d1b-4c3e-9a7f-0b5d2e8c1a90' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('deleteStoredFile', () => {
  it('removes a key and its three variants, missing ones included', async () => {
    await storage.put('recipes/1_a.png', Buffer.from('a'), 'image/png');
    await storage.put('recipes/thumb_1_a.webp', Buffer.from('t'), 'image/webp');
    await storage.put('recipes/2_b.png', Buffer.from('b'), 'image/png');
    await deleteStoredFile(storage, 'recipes/1_a.png');
    expect((await storedFiles()).sort()).toEqual(['.meta/recipes/2_b.png.json', 'recipes/2_b.png']);
  });
});
