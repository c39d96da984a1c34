import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where files live: local disk under DATA_DIR/uploads by default, S3-compatible storage when S3_* is set.
 * Keys are made by the server (`{folder}/{timestamp}_{name}`), never taken from a request as they are.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
