import { messageText, type MessageKey } from '../shared/messages.ts';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** A broken rule of the product: carries the key of the message the user sees (src/shared/messages.ts). */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number> | undefined;

  constructor(code: AppErrorCode, messageKey: MessageKey, params?: Record<string, string | number>) {
    super(messageText(messageKey, params));
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
  }
}

export const notFound = (key: MessageKey = 'notFound', params?: Record<string, string | number>) =>
  new AppError('NOT_FOUND', key, params);
export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('BAD_REQUEST', key, params);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('CONFLICT', key, params);
