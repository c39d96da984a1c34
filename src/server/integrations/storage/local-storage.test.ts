import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { InvalidStorageKeyError, LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

let dir: string;
let storage: LocalStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-storage-'));
  storage = new LocalStorage(path.join(dir, 'uploads'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('returns what was put: bytes, size and content type', async () => {
    const body = Buffer.from('name,energy\nOats,1590\n');
    await storage.put('excel/1700000000000_foods.csv', body, 'text/csv; charset=utf-8');

    const object = await storage.get('excel/1700000000000_foods.csv');
    expect(object).not.toBeNull();
    expect(object!.size).toBe(body.length);
    expect(object!.contentType).toBe('text/csv; charset=utf-8');
    expect((await buffer(object!.body)).equals(body)).toBe(true);
    expect(await readFile(path.join(dir, 'uploads', 'excel', '1700000000000_foods.csv'))).toEqual(body);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await storage.put('recipes/a.webp', Buffer.from('first version'), 'image/webp');
    await storage.put('recipes/a.webp', Buffer.from('second'), 'image/webp');
    const object = await storage.get('recipes/a.webp');
    expect((await buffer(object!.body)).toString()).toBe('second');
    expect(await readdir(path.join(dir, 'uploads', 'recipes'))).toEqual(['a.webp']);
    expect(await readdir(path.join(dir, 'uploads', '.meta', 'recipes'))).toEqual(['a.webp.json']);
  });

  it('returns null for a missing file, and deleting one is no error', async () => {
    expect(await storage.get('recipes/missing.png')).toBeNull();
    await storage.delete('recipes/missing.png');
    await storage.put('recipes/b.png', Buffer.from('x'), 'image/png');
    await storage.delete('recipes/b.png');
    expect(await storage.get('recipes/b.png')).toBeNull();
    expect(await readdir(path.join(dir, 'uploads', 'recipes'))).toEqual([]);
    expect(await readdir(path.join(dir, 'uploads', '.meta', 'recipes'))).toEqual([]);
  });

  it('serves a file without a sidecar as application/octet-stream', async () => {
    await storage.put('recipes/c.png', Buffer.from('x'), 'image/png');
    await rm(path.join(dir, 'uploads', '.meta', 'recipes', 'c.png.json'));
    const object = await storage.get('recipes/c.png');
    object!.body.destroy();
    expect(object!.contentType).toBe('application/octet-stream');
  });

  it.each([
    '../outside.txt',
    'recipes/../../outside.txt',
    '/etc/passwd',
    'recipes/..',
    'recipes//x.png',
    'recipes\\..\\..\\outside.txt',
    '.hidden',
    '.meta/recipes/x.png.json',
    'recipes/x\u0000.png',
    '',
  ])('refuses the key %j, for put, get and delete', async (key) => {
    await writeFile(path.join(dir, 'outside.txt'), 'secret');
    await expect(storage.put(key, Buffer.from('pwned'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readFile(path.join(dir, 'outside.txt'), 'utf8')).toBe('secret');
    expect(await readdir(dir)).toEqual(['outside.txt']);
  });
});

describe('createStorage', () => {
  it('keeps files under DATA_DIR/uploads without S3 settings', async () => {
    const created = createStorage(loadConfig({ DATA_DIR: dir }));
    expect(created).toBeInstanceOf(LocalStorage);
    expect((created as LocalStorage).root).toBe(path.join(dir, 'uploads'));
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const created = createStorage(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(created).toBeInstanceOf(S3Storage);
    (created as S3Storage).destroy();
  });
});
