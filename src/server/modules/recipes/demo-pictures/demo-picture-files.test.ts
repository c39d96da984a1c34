import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_RECIPES } from '../../../db/demo-recipes.ts';
import { isStorageKey, variantKeys, VARIANTS } from '../../../integrations/storage/keys.ts';
import { LocalStorage } from '../../../integrations/storage/local-storage.ts';
import { demoPictureKey, demoPictureSource, renderDemoPicture } from './demo-picture-files.ts';

const folders: string[] = [];
function storageFolder(): LocalStorage {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-test-'));
  folders.push(folder);
  return new LocalStorage(folder);
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const [first, second] = DEMO_RECIPES;

describe('a demo recipe picture as files', () => {
  it('is a 1200 × 900 WebP with the thumb, medium and large variants of an uploaded photo', async () => {
    const files = await renderDemoPicture(first!);
    const original = await sharp(files.original).metadata();
    expect(original).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(files.variants.map((variant) => variant.name)).toEqual(VARIANTS.map((variant) => variant.name));
    for (const variant of files.variants) {
      const { width, height, format } = await sharp(variant.body).metadata();
      const maxWidth = VARIANTS.find((v) => v.name === variant.name)!.maxWidth;
      expect({ format, width, height }).toEqual({
        format: 'webp',
        width: maxWidth,
        height: (maxWidth * 3) / 4,
      });
    }
    // Not a blank picture: the thumbnail has many colours in it.
    const { channels } = await sharp(files.variants[0]!.body).stats();
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 20)).toBe(true);
  });

  it('is the same bytes every time, under a key the server accepts that changes with the drawing', async () => {
    const [a, b] = await Promise.all([renderDemoPicture(first!), renderDemoPicture(first!)]);
    expect(a.original.equals(b.original)).toBe(true);
    expect(a.variants.map((v) => v.body.toString('base64'))).toEqual(
      b.variants.map((v) => v.body.toString('base64')),
    );
    expect(a.key).toMatch(/^recipes\/demo_[0-9a-f]{16}_[a-z0-9-]+\.webp$/);
    expect(isStorageKey(a.key)).toBe(true);
    expect(demoPictureKey(first!)).toBe(a.key);
    expect(demoPictureKey(second!)).not.toBe(a.key);
    expect(demoPictureKey(first!, '<svg>another drawing</svg>')).not.toBe(a.key);
  });

  it('is stored with its variants, copied from the build when it has it and drawn otherwise', async () => {
    const built = storageFolder();
    const photo = await demoPictureSource(built)(second!);
    expect(photo).toMatchObject({ key: demoPictureKey(second!), contentType: 'image/webp' });
    const stored = await built.get(photo.key);
    expect(stored!.size).toBe(photo.size);
    expect((await sharp(await buffer(stored!.body)).metadata()).width).toBe(1200);
    for (const key of Object.values(variantKeys(photo.key))) {
      const variant = await built.get(key);
      expect(variant?.contentType, key).toBe('image/webp');
      variant?.body.destroy();
    }

    // A first start copies what the build drew rather than drawing it again.
    const shipped = storageFolder();
    const tiny = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    const key = demoPictureKey(first!);
    for (const k of [key, ...Object.values(variantKeys(key))]) await shipped.put(k, tiny, 'image/webp');
    const app = storageFolder();
    const copied = await demoPictureSource(app, shipped)(first!);
    expect(copied).toMatchObject({ key, size: tiny.length });
    for (const k of [key, ...Object.values(variantKeys(key))]) {
      expect((await buffer((await app.get(k))!.body)).equals(tiny), k).toBe(true);
    }
    // Files already in storage are kept.
    expect(await demoPictureSource(app)(first!)).toEqual(copied);
  });
});
