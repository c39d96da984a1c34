import type { FastifyPluginAsync } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { isImageContentType } from '../integrations/storage/images.ts';
import { downloadName, isStorageKey } from '../integrations/storage/keys.ts';
import type { Storage } from '../integrations/storage/storage.ts';

export interface FileRoutesOptions {
  storage: Storage;
}

/**
 * `GET /files/{key}`: a stored file. Keys are unique and a file never changes under its key, so browsers
 * may cache it for a year. Only keys of the shape the server makes are looked up, which also shuts out
 * any path that tries to climb out of the storage root.
 */
export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    const object = isStorageKey(key) ? await storage.get(key) : null;
    if (!object) {
      return reply.code(404).send({ error: 'Not Found', messageKey: 'notFound', message: messages.notFound });
    }
    // Anything but an image is a download, so an uploaded file can never render as a page of this origin.
    const disposition = isImageContentType(object.contentType) ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${disposition}; filename="${downloadName(key)}"`)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(object.body);
  });
};
