import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { like } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEMO_PICTURES_DIR } from '../../../app-root.ts';
import type { Database } from '../../../db/client.ts';
import type { DemoRecipe } from '../../../db/demo-recipes.ts';
import { recipes } from '../../../db/schema/index.ts';
import { makeImageVariants, type ImageVariant } from '../../../integrations/storage/images.ts';
import { variantKeys } from '../../../integrations/storage/keys.ts';
import { LocalStorage } from '../../../integrations/storage/local-storage.ts';
import type { Storage } from '../../../integrations/storage/storage.ts';
import { loadSharp } from '../../../lazy-packages.ts';
import { demoPictureSvg } from './draw-demo-picture.ts';

/**
 * A demo recipe's picture as stored files: the original (the drawing rasterised, 1200 × 900 WebP) and the
 * thumb_, medium_ and large_ variants an uploaded photo gets, made by the same function the thumbnails job
 * uses. `npm run build` draws them all into dist/demo-pictures (a storage folder, laid out as DATA_DIR/uploads
 * is); a first start from the demo image copies them into the app's storage (decision 045).
 */

export const DEMO_PICTURE_CONTENT_TYPE = 'image/webp';
const ORIGINAL_WEBP_QUALITY = 85;
/** Half the encoding time of the default (4) for a few per cent more bytes: 248 of them are made per build. */
const ORIGINAL_WEBP_EFFORT = 2;
/** Pictures drawn or copied at once: sharp works on its own threads, and the machines have two cores. */
const AT_ONCE = 2;
const KEY_PREFIX = 'recipes/demo_';

/** A demo recipe's photo once in storage, as the seed records it (its upload row and the recipe's photoKey). */
export interface DemoPhoto {
  key: string;
  size: number;
  contentType: string;
  fileName: string;
}

/** Gives a demo recipe its picture in storage. */
export type DemoPictureSource = (recipe: DemoRecipe) => Promise<DemoPhoto>;

function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
}

/**
 * `recipes/demo_{hash}_{name}.webp`, the hash from the drawing: a changed drawing gets a new key, so no
 * browser keeps showing the old one (files are cached for a year as immutable).
 */
export function demoPictureKey(recipe: DemoRecipe, svg: string = demoPictureSvg(recipe)): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return `${KEY_PREFIX}${hash}_${slugOf(recipe.name)}.webp`;
}

export interface DemoPictureFiles {
  key: string;
  original: Buffer;
  variants: ImageVariant[];
}

/** Draws a demo recipe's picture and makes its variants (no storage involved). */
export async function renderDemoPicture(recipe: DemoRecipe): Promise<DemoPictureFiles> {
  const svg = demoPictureSvg(recipe);
  const sharp = await loadSharp();
  const original = await sharp(Buffer.from(svg))
    .webp({ quality: ORIGINAL_WEBP_QUALITY, effort: ORIGINAL_WEBP_EFFORT })
    .toBuffer();
  return { key: demoPictureKey(recipe, svg), original, variants: await makeImageVariants(original) };
}

/** The pictures `npm run build` drew, when this is a build that has them. */
export function shippedDemoPictures(): Storage | undefined {
  return existsSync(DEMO_PICTURES_DIR) ? new LocalStorage(DEMO_PICTURES_DIR) : undefined;
}

async function read(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  return object ? buffer(object.body) : null;
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== null;
}

/** The original goes last: a picture whose original is stored has its variants too. */
async function putPicture(
  storage: Storage,
  key: string,
  original: Buffer,
  variants: readonly ImageVariant[],
) {
  const keys = variantKeys(key);
  await Promise.all(variants.map((v) => storage.put(keys[v.name], v.body, DEMO_PICTURE_CONTENT_TYPE)));
  await storage.put(key, original, DEMO_PICTURE_CONTENT_TYPE);
}

/** Copies a picture with its variants from `from`; false when `from` lacks any of them. */
async function copyPicture(from: Storage, to: Storage, key: string): Promise<boolean> {
  const keys = variantKeys(key);
  const names = ['thumb', 'medium', 'large'] as const;
  const [original, ...bodies] = await Promise.all([
    read(from, key),
    ...names.map((name) => read(from, keys[name])),
  ]);
  if (!original || bodies.some((body) => body === null)) return false;
  await putPicture(
    to,
    key,
    original,
    names.map((name, i) => ({ name, body: bodies[i]! })),
  );
  return true;
}

/**
 * Puts each recipe's picture into `storage`: copied from `shipped` when the build drew it, drawn now
 * otherwise (running from the sources). Files already there are kept.
 */
export function demoPictureSource(storage: Storage, shipped?: Storage): DemoPictureSource {
  return async (recipe) => {
    const svg = demoPictureSvg(recipe);
    const key = demoPictureKey(recipe, svg);
    const fileName = key.slice(key.lastIndexOf('_') + 1);
    const stored = await storage.get(key);
    if (stored) {
      stored.body.destroy();
      return { key, size: stored.size, contentType: DEMO_PICTURE_CONTENT_TYPE, fileName };
    }
    if (!shipped || !(await copyPicture(shipped, storage, key))) {
      const { original, variants } = await renderDemoPicture(recipe);
      await putPicture(storage, key, original, variants);
    }
    const object = await storage.get(key);
    if (!object) throw new Error(`The demo picture ${key} was not stored`);
    object.body.destroy();
    return { key, size: object.size, contentType: DEMO_PICTURE_CONTENT_TYPE, fileName };
  };
}

/** `work` over `items`, `AT_ONCE` at a time, results in the items' order. */
export async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * A database that came from the demo image names demo pictures its data folder does not have yet (uploads
 * live in the data folder, not in the image): this copies the ones the recipes still show from the build's
 * folder. It runs after the server listens, at every start of the embedded database; when the last of them
 * is already stored (they are copied in order), it is one look-up.
 */
export async function restoreDemoPictures(deps: {
  db: Database;
  storage: Storage;
  log: Logger;
  shipped?: Storage | undefined;
}): Promise<number> {
  const { db, storage, log, shipped } = deps;
  if (!shipped) return 0;
  const rows = await db
    .selectDistinct({ key: recipes.photoKey })
    .from(recipes)
    .where(like(recipes.photoKey, `${KEY_PREFIX.replace('_', '\\_')}%`))
    .orderBy(recipes.photoKey);
  const keys = rows.flatMap((row) => (row.key ? [row.key] : []));
  if (keys.length === 0 || (await exists(storage, keys.at(-1)!))) return 0;
  const started = performance.now();
  const copy = async (key: string) => !(await exists(storage, key)) && copyPicture(shipped, storage, key);
  // The last one after all the others, so that finding it stored means they all are.
  const copied = [...(await inTurns(keys.slice(0, -1), copy)), await copy(keys.at(-1)!)];
  const count = copied.filter(Boolean).length;
  log.info(
    { pictures: count, seconds: Math.round((performance.now() - started) / 100) / 10 },
    'copied the demo recipe pictures into storage',
  );
  return count;
}
