import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import type { Database } from '../db/client.ts';
import { isImageContentType } from '../integrations/storage/images.ts';
import { downloadName, isStorageKey } from '../integrations/storage/keys.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { fileAccess, type FileViewer } from './file-access.ts';

export interface FileRoutesOptions {
  db: Database;
  storage: Storage;
  /** The signed-in, active user of the request, or null (the reply is there for a sliding session cookie). */
  getActor(req: FastifyRequest, reply: FastifyReply): Promise<FileViewer | null>;
}

/** A key never changes content, so a file everyone may see is cached for a year, by anyone. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A file for one viewer (and any "not found", which another viewer may get as a file) is never kept. */
const PRIVATE_CACHE = 'private, no-store';

/**
 * `GET /files/{key}`: a stored file, for whoever may see it (file-access.ts; decision 018). Anyone else
 * gets the same "not found" as for a file that does not exist, so nothing reveals that it does. Only keys
 * of the shape the server makes are looked up, which also shuts out any path that tries to climb out of
 * the storage root.
 */
export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, { db, storage, getActor }) => {
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    const access = isStorageKey(key) ? await fileAccess(db, key, () => getActor(req, reply)) : null;
    const object = access ? await storage.get(key) : null;
    if (!access || !object) {
      return reply
        .code(404)
        .header('Cache-Control', PRIVATE_CACHE)
        .send({ error: 'Not Found', messageKey: 'notFound', message: messages.notFound });
    }
    // Anything but an image is a download, so an uploaded file can never render as a page of this origin.
    const disposition = isImageContentType(object.contentType) ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${disposition}; filename="${downloadName(key)}"`)
      .header('Cache-Control', access === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE)
      .send(object.body);
  });
};
