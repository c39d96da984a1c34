import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../tests/support/upload-fixtures.ts';
import { variantKeys } from '../integrations/storage/keys.ts';
import { LocalStorage } from '../integrations/storage/local-storage.ts';
import { makeThumbnails } from './thumbnails.ts';

let dir: string;
let storage: LocalStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-thumbnails-'));
  storage = new LocalStorage(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(key: string): Promise<{ contentType: string; body: Buffer }> {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} is missing`);
  return { contentType: object.contentType, body: await buffer(object.body) };
}

describe('makeThumbnails', () => {
  it('puts the three WebP variants beside the original, and running again just redoes them', async () => {
    const key = 'recipes/1700000000000_cake.jpg';
    await storage.put(key, await makeJpeg(900, 600), 'image/jpeg');

    await makeThumbnails({ storage }, { key });
    const first = await Promise.all(Object.values(variantKeys(key)).map(read));
    await makeThumbnails({ storage }, { key });
    const second = await Promise.all(Object.values(variantKeys(key)).map(read));

    expect(first.map((v) => v.contentType)).toEqual(['image/webp', 'image/webp', 'image/webp']);
    const widths = await Promise.all(first.map(async (v) => (await sharp(v.body).metadata()).width));
    expect(widths).toEqual([200, 600, 900]);
    expect(second.map((v) => v.body)).toEqual(first.map((v) => v.body));
    expect((await readdir(path.join(dir, 'recipes'))).sort()).toEqual([
      '1700000000000_cake.jpg',
      'large_1700000000000_cake.webp',
      'medium_1700000000000_cake.webp',
      'thumb_1700000000000_cake.webp',
    ]);
  });

  it('ends quietly when the original was deleted meanwhile', async () => {
    await makeThumbnails({ storage }, { key: 'recipes/1700000000000_gone.jpg' });
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('leaves files that are not images alone', async () => {
    const key = 'excel/1700000000000_foods.csv';
    await storage.put(key, Buffer.from('a,b\n'), 'text/csv; charset=utf-8');
    await makeThumbnails({ storage }, { key });
    expect(await readdir(path.join(dir, 'excel'))).toEqual(['1700000000000_foods.csv']);
  });
});
