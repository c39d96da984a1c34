import { buffer } from 'node:stream/consumers';
import { isImageContentType, makeImageVariants } from '../integrations/storage/images.ts';
import { variantKeys } from '../integrations/storage/keys.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { Jobs } from './jobs.ts';
import type { QueuePayloads } from './queues.ts';

export interface ThumbnailDeps {
  storage: Storage;
}

/**
 * Makes the thumb_, medium_ and large_ WebP variants of a stored image. The original is re-read, so a
 * job for a file deleted meanwhile just ends; running twice overwrites the same variants.
 */
export async function makeThumbnails(
  deps: ThumbnailDeps,
  { key }: QueuePayloads['thumbnails'],
): Promise<void> {
  const original = await deps.storage.get(key);
  if (!original) return;
  if (!isImageContentType(original.contentType)) {
    original.body.destroy();
    return;
  }
  const variants = await makeImageVariants(await buffer(original.body));
  const keys = variantKeys(key);
  await Promise.all(variants.map((v) => deps.storage.put(keys[v.name], v.body, 'image/webp')));
}

export async function registerThumbnailWorker(jobs: Jobs, deps: ThumbnailDeps): Promise<void> {
  await jobs.work('thumbnails', (data) => makeThumbnails(deps, data));
}
