import { isMessageKey, messages } from '../../shared/messages.ts';
import type { UploadFolder } from '../../shared/access.ts';

export interface UploadedFile {
  id: string;
  url: string;
}

/** Thrown when the server refuses an upload; `message` is the text to show. */
export class UploadError extends Error {}

/**
 * Sends one file to POST /api/uploads with the session cookie, reporting progress from 0 to 100.
 * XMLHttpRequest because fetch() cannot report upload progress.
 */
export function uploadFile(
  folder: UploadFolder,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?folder=${encodeURIComponent(folder)}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as Partial<UploadedFile> & { messageKey?: unknown; message?: unknown };
      if (xhr.status >= 200 && xhr.status < 300 && body.id && body.url) {
        onProgress(100);
        resolve({ id: body.id, url: body.url });
        return;
      }
      const key = body?.messageKey;
      if (!isMessageKey(key)) return reject(new UploadError(messages.somethingWentWrongTryAgain));
      // The server's text of the message: some name a setting of the server (the image limit's megapixels).
      reject(new UploadError(typeof body.message === 'string' ? body.message : messages[key]));
    });
    xhr.addEventListener('error', () => reject(new UploadError(messages.somethingWentWrongTryAgain)));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
