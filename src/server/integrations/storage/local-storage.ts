import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.ts';

/** Sidecars live in their own tree; no key may start a segment with '.', so no key can reach it. */
const META_DIR = '.meta';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** A key that would leave the storage root or reach the files the storage keeps for itself. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Files on local disk under one root (DATA_DIR/uploads). The content type given to `put` is kept in a
 * sidecar `.meta/<key>.json` rather than derived from the extension, so `get` returns exactly what was
 * put, as S3 does with its object metadata, and callers can rely on the same contract from both.
 */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    // The sidecar lands first: a reader that sees the new file always finds its content type.
    await writeAtomically(meta, JSON.stringify({ contentType }));
    await writeAtomically(file, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    const { file, meta } = this.paths(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readContentType(meta);
      return { body: handle.createReadStream(), size: stats.size, contentType };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await rm(file, { force: true });
    await rm(meta, { force: true });
  }

  /** The file of a key and its sidecar, refusing any key that is not a plain relative path inside the root. */
  private paths(key: string): { file: string; meta: string } {
    const segments = key.split('/');
    if (
      key.length === 0 ||
      key.includes('\\') ||
      key.includes('\0') ||
      segments.some((s) => s === '' || s.startsWith('.'))
    ) {
      throw new InvalidStorageKeyError(key);
    }
    const file = path.resolve(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return { file, meta: path.join(this.root, META_DIR, `${key}.json`) };
  }
}

/**
 * Writes beside the target and renames over it, so readers see the old file or the new one, never half.
 * The temporary name starts with '.', which no key segment may, so it never collides with a stored file.
 */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

async function readContentType(metaFile: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
  } catch (err) {
    if (isMissing(err)) return DEFAULT_CONTENT_TYPE;
    throw err;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
