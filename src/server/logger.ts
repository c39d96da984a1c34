import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { lenientPath } from './http/api-paths.ts';

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

const SECRET_KEYS = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()));
const CENSOR = '[redacted]';
/** How deep a secret is looked for: `{ input: { user: { password } } }` is at depth 3. */
const SECRET_DEPTH = 3;
/** Values the log's own serializers write (`req`, `err`): they pick safe fields themselves. */
const SERIALIZED_KEYS = new Set(['req', 'err', 'error']);

/**
 * A log line's object (or a child logger's bindings) with every secret field's value replaced, up to
 * three levels deep, copying only what changes. This is pino's `redact` with wildcard paths without its
 * cost: @pinojs/redact ran on the bindings of every request's child logger, whether or not anything was
 * logged, and allocated a quarter of a guest request's memory (docs/benchmarks.md).
 */
export function censorSecrets<T>(value: T, depth = 0): T {
  if (depth > SECRET_DEPTH || value === null || typeof value !== 'object') return value;
  if (value instanceof Error || typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const key of Object.keys(source)) {
    if (depth === 0 && SERIALIZED_KEYS.has(key)) continue;
    const inner = source[key];
    const next = SECRET_KEYS.has(key.toLowerCase()) ? CENSOR : censorSecrets(inner, depth + 1);
    if (next === inner) continue;
    copy ??= Array.isArray(source) ? [...source] : { ...source };
    (copy as Record<string, unknown>)[key] = next;
  }
  return (copy ?? value) as T;
}

/** Query parameters that carry a one-time link's secret: a reset or verification token, an invite. */
const SECRET_QUERY = /([?&](?:token|verify|invite|inviteId|password)=)[^&#]*/gi;

/** A tRPC address (a batch names its procedures with commas) that calls an auth procedure, however written. */
function callsAuthProcedure(url: string): boolean {
  const path = lenientPath(url);
  if (!path.startsWith('/api/trpc/')) return false;
  return path
    .slice('/api/trpc/'.length)
    .split(',')
    .some((procedure) => procedure.startsWith('auth.'));
}

/** A URL as it may be logged: one-time links lose their secret, the auth procedures their input. */
export function loggableUrl(url: string): string {
  if (!url.includes('?')) return url;
  if (callsAuthProcedure(url)) return url.replace(/\?.*$/s, '?[redacted]');
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Properties of an error that carry the statement's values: postgres.js, PGlite, drizzle. */
const ERROR_FIELDS_WITH_VALUES = new Set(['parameters', 'params', 'detail', 'where', 'internal_query']);

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
    if (ERROR_FIELDS_WITH_VALUES.has(key) || SECRET_KEYS.has(key.toLowerCase())) continue;
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
    formatters: { log: censorSecrets },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // pino formats a child's bindings with none of the root's formatters: censor them on the way in. Every
  // child (a request's, a job's, theirs) is made from this logger's prototype chain, so this covers them all.
  const makeChild = Object.getPrototypeOf(logger).child as Logger['child'];
  logger.child = function censoredChild(this: Logger, bindings, childOptions) {
    return makeChild.call(this, censorSecrets(bindings), childOptions);
  } as Logger['child'];
  return logger;
}
