import { STATUS_CODES } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages, messageText, type MessageKey } from '../../shared/messages.ts';
import { isAllowed, uploadFolders, type Role } from '../../shared/access.ts';
import { AppError, badRequest, notFound, HTTP_STATUS } from '../app-error.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { uploads, type UploadRow } from '../db/schema/index.ts';
import { prepareUpload, type PreparedFile } from '../integrations/storage/images.ts';
import {
  isUploadFolder,
  makeStorageKey,
  sanitiseFileName,
  variantKeys,
  type UploadFolder,
} from '../integrations/storage/keys.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { Jobs } from '../jobs/jobs.ts';

/** Who is uploading: enough to own the file and to let an admin delete anyone's. */
export interface UploadActor {
  id: string;
  role: Role;
}

export interface UploadRoutesOptions {
  db: Database;
  jobs: Jobs;
  storage: Storage;
  config: Pick<Config, 'uploadMaxBytes' | 'uploadMaxPixels'>;
  /**
   * The signed-in user of the request, or null; the app wires its session lookup here (the reply is
   * there for a session cookie that slides forward).
   */
  getActor(req: FastifyRequest, reply: FastifyReply): Promise<UploadActor | null>;
}

/** What a successful upload answers. */
export interface UploadResult {
  id: string;
  key: string;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Uploads decode images and write files, so one user gets fewer of them than the app-wide limit. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Keys carry 128 random bits, so a taken one is all but impossible; should it happen, a new draw follows. */
const KEY_ATTEMPTS = 3;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/uploads?folder=...` (multipart, one file field `file`) and `DELETE /api/uploads/:id`.
 * Refusals answer `{ error, messageKey, message }` with nothing written.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const { db, jobs, storage, config, getActor } = options;

  // preservePath keeps the name exactly as sent, so '../../x.png' is refused instead of quietly shortened.
  await app.register(fastifyMultipart, {
    preservePath: true,
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.setErrorHandler((error, req, reply) => {
    const { status, messageKey, message } = describeError(error);
    if (status >= 500) req.log.error({ err: error }, 'upload request failed');
    return reply.code(status).send({ error: STATUS_CODES[status], messageKey, message });
  });

  async function requireActor(req: FastifyRequest, reply: FastifyReply): Promise<UploadActor> {
    const actor = await getActor(req, reply);
    if (!actor) throw new AppError('UNAUTHORIZED', 'notLoggedIn');
    return actor;
  }

  app.post<{ Querystring: { folder?: string } }>(
    '/api/uploads',
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
    async (req, reply) => {
      const actor = await requireActor(req, reply);
      const folder = req.query.folder;
      if (!isUploadFolder(folder)) throw badRequest('invalidInput');
      if (!isAllowed(actor.role, uploadFolders[folder])) throw new AppError('FORBIDDEN', 'notAllowed');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw badRequest('uploadUnreadable');
      const data = await part.toBuffer();
      const storedName = sanitiseFileName(part.filename);
      const prepared = await prepareUpload(folder, data, { maxPixels: config.uploadMaxPixels });
      const row = await saveUpload(
        { db, jobs, storage },
        { folder, storedName, prepared, fileName: part.filename.trim(), createdBy: actor.id },
      );
      const result: UploadResult = {
        id: row.id,
        key: row.key,
        url: `/files/${row.key}`,
        fileName: row.fileName,
        contentType: row.contentType,
        size: row.size,
      };
      return reply.code(201).send(result);
    },
  );

  app.delete<{ Params: { id: string } }>('/api/uploads/:id', async (req, reply) => {
    const actor = await requireActor(req, reply);
    if (!UUID_PATTERN.test(req.params.id)) throw notFound();
    const ownFilesOnly = actor.role === 'admin' ? undefined : eq(uploads.createdBy, actor.id);
    const [row] = await db
      .delete(uploads)
      .where(and(eq(uploads.id, req.params.id), ownFilesOnly))
      .returning({ key: uploads.key });
    if (!row) throw notFound();
    // The row goes first: a file left behind by a failure here is unreachable, a row without its file is a broken image.
    await deleteStoredFile(storage, row.key);
    return { messageKey: 'fileDeleted', message: messages.fileDeleted };
  });
};

/** Removes a stored file and its thumb_, medium_ and large_ variants; missing ones are fine. */
export async function deleteStoredFile(storage: Storage, key: string): Promise<void> {
  const variants = variantKeys(key);
  await Promise.all([key, variants.thumb, variants.medium, variants.large].map((k) => storage.delete(k)));
}

interface NewUpload {
  folder: UploadFolder;
  storedName: string;
  prepared: PreparedFile;
  fileName: string;
  createdBy: string;
}

/**
 * Claims the key with the row, writes the file and enqueues the thumbnails in one transaction. The row
 * comes first so that its unique key, not the storage, decides who gets a name: a key already taken is
 * drawn again instead of overwriting the file stored under it. Anything failing after the write removes
 * the file again, so a refusal leaves nothing behind.
 */
async function saveUpload(
  deps: { db: Database; jobs: Jobs; storage: Storage },
  upload: NewUpload,
): Promise<UploadRow> {
  const { db, jobs, storage } = deps;
  const { prepared } = upload;
  const now = new Date(Date.now());
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt += 1) {
    const key = makeStorageKey(upload.folder, upload.storedName, now, prepared.extension);
    let written = false;
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(uploads)
          .values({
            key,
            folder: upload.folder,
            fileName: upload.fileName,
            contentType: prepared.contentType,
            size: prepared.body.length,
            createdBy: upload.createdBy,
          })
          .onConflictDoNothing({ target: uploads.key })
          .returning();
        if (!inserted) return undefined;
        await storage.put(key, prepared.body, prepared.contentType);
        written = true;
        if (prepared.isImage) await jobs.send('thumbnails', { key }, { db: tx });
        return inserted;
      });
      if (row) return row;
    } catch (err) {
      if (written) await storage.delete(key);
      throw err;
    }
  }
  throw new Error(
    `No free storage key for ${upload.folder}/${upload.storedName} after ${KEY_ATTEMPTS} tries`,
  );
}

function describeError(error: unknown): { status: number; messageKey: MessageKey; message: string } {
  if (error instanceof AppError) {
    return { status: HTTP_STATUS[error.code], messageKey: error.messageKey, message: error.message };
  }
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const reply = (status: number, messageKey: MessageKey) => ({
    status,
    messageKey,
    message: messageText(messageKey),
  });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return reply(413, 'uploadTooLarge');
  if (statusCode === 429) return reply(429, 'tooManyRequests');
  // The multipart parser's own refusals: not multipart, too many parts, a connection cut mid-file.
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
    return reply(statusCode, 'uploadUnreadable');
  return reply(500, 'somethingWentWrong');
}
