import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../integrations/storage/storage.ts';

/**
 * Documents made once per version and kept in storage (issue 28): a plan's PDF costs about 0.3 s of CPU
 * to make, so guests holding its link, and its owner downloading it again, are served the stored copy
 * while the plan reads the same.
 *
 * The version is a hash of the document's draft (content.ts: every word and figure it prints, its
 * pictures by their storage keys, paper, brand and energy unit), so no change can be missed by a list of
 * "what changed" columns. The layout is not in the draft: LAYOUT bumps when render.ts would print the same
 * draft differently, so documents stored before a deploy that changes it are made again.
 *
 * One object per document and reader: `documents/{planId}/{readerId}-{paper}` holding the version on its
 * first line and the PDF after it, so a new version replaces the old one (storage keeps no more than one
 * file per plan, reader and paper size) and a reader never gets bytes of one version labelled as another.
 * The `documents/` folder is no upload folder, so `/files/*` never serves these.
 */

const LAYOUT = 'layout-2';

let renders = 0;

/** How many documents this process has rendered: tests read it to see that a stored one was reused. */
export function documentRenders(): number {
  return renders;
}

/** A hash of anything JSON can write: the same draft always gives the same version. */
export function versionOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** Where a plan's document for one reader and paper size is kept. */
export function documentKey(planId: string, readerId: string, paper: string): string {
  return `documents/${planId}/${readerId}-${paper}`;
}

/**
 * Renders running or just finished, by key and version: requests for a version being made wait for that
 * one render, and one whose storage read began before the file landed finds it here for a few seconds
 * more. This is per instance; with several instances behind a load balancer each may make a new version
 * once (they store the same content, the last write winning): a handful of renders, not one per guest.
 */
const rendering = new Map<string, Promise<Buffer>>();
const KEEP_MADE_MS = 5_000;

/** Forgets the renders this process holds, as another instance would not have them (for tests). */
export function forgetRecentRenders(): void {
  rendering.clear();
}

/** The stored document of this version, else `render()`'s, which is then stored for the next reader. */
export async function storedDocument(
  storage: Storage,
  key: string,
  draft: unknown,
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  const version = `${LAYOUT}.${versionOf(draft)}`;
  const slot = `${key}\n${version}`;
  const stored = rendering.get(slot) ?? (await readStored(storage, key, version));
  if (stored) return stored;
  // No await between this look-up and the set below: concurrent misses all find the first one's render.
  const running = rendering.get(slot);
  if (running) return running;
  const made = (async () => {
    renders += 1;
    const bytes = await render();
    try {
      await storage.put(key, Buffer.concat([Buffer.from(`${version}\n`), bytes]), 'application/octet-stream');
    } catch {
      // A document that could not be kept is still this reader's; the next one is made again.
    }
    return bytes;
  })();
  const forget = () => {
    if (rendering.get(slot) === made) rendering.delete(slot);
  };
  // A failed render is forgotten at once, so the next request tries again.
  made.then(() => setTimeout(forget, KEEP_MADE_MS).unref(), forget);
  rendering.set(slot, made);
  return made;
}

async function readStored(storage: Storage, key: string, version: string): Promise<Buffer | null> {
  try {
    const object = await storage.get(key);
    if (!object) return null;
    const body = await buffer(object.body);
    const newline = body.indexOf(0x0a);
    if (newline < 0 || body.subarray(0, newline).toString() !== version) return null;
    return body.subarray(newline + 1);
  } catch {
    return null;
  }
}
