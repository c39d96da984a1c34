import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Fields that may hold a password, a password hash, a session, reset or verification token, or a cookie.
 * Redacted wherever they appear in a log line, up to three levels deep (`{ input: { user: { password } } }`).
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'repeatPassword',
  'token',
  'tokenHash',
  'token_hash',
  'sessionToken',
  'resetToken',
  'verificationToken',
  'secret',
  'cookie',
  'authorization',
  'set-cookie',
];

const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    const at = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
    return [key.startsWith('[') ? key : field, at('*'), at('*.*'), at('*.*.*')];
  }),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** Query parameters that carry a one-time link's secret: a reset or verification token, an invite. */
const SECRET_QUERY = /([?&](?:token|verify|invite|inviteId|password)=)[^&#]*/gi;

/** A URL as it may be logged: one-time links lose their secret, the auth procedures their input. */
export function loggableUrl(url: string): string {
  if (url.startsWith('/api/trpc/auth.')) return url.replace(/\?.*$/, '?[redacted]');
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Properties of an error that carry the statement's values: postgres.js, PGlite, drizzle. */
const ERROR_FIELDS_WITH_VALUES = new Set(['parameters', 'params', 'detail', 'where', 'internal_query']);
const SECRET_FIELD_SET = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()));

/** Drizzle's "Failed query" message ends with a line listing every parameter: an e-mail, a hash. */
const scrubText = (text: string) =>
  text
    .replace(/^params: .*$/gm, 'params: [redacted]')
    .replace(/Failing row contains \(.*\)/g, 'Failing row contains [redacted]');

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/**
 * The log's error serializer. Keeps what explains a failure (type, message, stack, the driver's code,
 * constraint, table and column names, the SQL text with its placeholders) and drops what repeats the
 * statement's values: a failed sign-up's insert must not put the registrant's e-mail and password hash
 * in the log.
 */
export function serializeError(err: unknown, depth = 0): SerializedError | unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: scrubText(err.message),
    stack: err.stack ? scrubText(err.stack) : undefined,
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (ERROR_FIELDS_WITH_VALUES.has(key) || SECRET_FIELD_SET.has(key.toLowerCase())) continue;
    if (typeof value === 'string') out[key] = scrubText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1) as SerializedError;
  return out;
}

function serializeRequest(req: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: req.method,
    url: loggableUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
  };
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
