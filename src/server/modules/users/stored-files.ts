import type { Logger } from 'pino';
import { deleteStoredFile } from '../../http/uploads.ts';
import type { Storage } from '../../integrations/storage/storage.ts';

/**
 * Removes files whose rows a committed transaction has already deleted, each with its image variants. The
 * rows go first: a file left behind is unreachable, while a row whose file is gone is a broken image. So a
 * storage failure here is logged, not thrown: the change the user asked for has been made.
 */
export async function deleteFilesAfterCommit(
  deps: { storage: Storage; log: Logger },
  keys: Iterable<string>,
): Promise<void> {
  const results = await Promise.allSettled(
    [...new Set(keys)].map((key) => deleteStoredFile(deps.storage, key)),
  );
  for (const result of results) {
    if (result.status === 'rejected')
      deps.log.warn({ err: result.reason }, 'a deleted file stayed in storage');
  }
}
