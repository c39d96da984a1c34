import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** proxy-addr's names for private ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For). Nothing by default: the socket's address is
 * the client's. `true` is refused because it believes a header anyone can send, which defeats every
 * per-address limit.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 20) return hops === 0 ? false : hops;
    }
    const entries = v.split(',').map((e) => e.trim());
    if (v !== 'true' && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true'
          ? 'must be a number of proxies (1 to 20) or their addresses: true would believe an X-Forwarded-For header anyone can send'
          : 'must be a number of proxies (1 to 20) or a comma-separated list of addresses and CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * The most UPLOAD_MAX_MEGAPIXELS may allow. Stored images (thumbnails, PDFs) are decoded up to it, so an
 * image uploaded under a higher limit than today's still has its thumbnails and its place in a PDF.
 */
export const UPLOAD_MAX_MEGAPIXELS_CEILING = 100;
const MEGAPIXELS_RANGE = `must be a number of megapixels from 0.1 to ${UPLOAD_MAX_MEGAPIXELS_CEILING}`;

function urlWithProtocols(protocols: string[], description: string) {
  return optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${description} URL` },
  );
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    APP_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://'),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, 'must be an address such as "Meal Planner <no-reply@example.com>"')
      .default('Meal Planner <no-reply@localhost>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'http(s)'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', ''], { message: 'must be true or false' })
      .optional()
      .transform((v) => v === 'true'),
    UPLOAD_MAX_MB: z.coerce
      .number({ message: 'must be a number of megabytes' })
      .positive('must be a positive number of megabytes')
      .max(100, 'must be at most 100')
      .default(10),
    UPLOAD_MAX_MEGAPIXELS: z.coerce
      .number({ message: MEGAPIXELS_RANGE })
      .min(0.1, MEGAPIXELS_RANGE)
      .max(UPLOAD_MAX_MEGAPIXELS_CEILING, MEGAPIXELS_RANGE)
      .default(25),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    LOGIN_ATTEMPTS_PER_IP: z.coerce
      .number({ message: 'must be a whole number of attempts' })
      .int('must be a whole number of attempts')
      .min(5, 'must be at least 5')
      .max(100_000, 'must be at most 100000')
      .default(50),
    API_REQUESTS_PER_MINUTE: z.coerce
      .number({ message: 'must be a whole number of requests' })
      .int('must be a whole number of requests')
      .min(10, 'must be at least 10')
      .max(1_000_000, 'must be at most 1000000')
      .default(600),
    SESSION_CACHE_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 (off) or more')
      .max(60, 'must be at most 60')
      .default(5),
    HEAP_GROWTH_PERCENT: z.coerce
      .number({ message: 'must be a whole number of percent' })
      .int('must be a whole number of percent')
      .min(0, "must be 0 (V8's own choice) or more")
      .max(400, 'must be at most 400')
      .optional(),
    TRUST_PROXY: TrustProxy,
    SIGNUPS_PER_IP_PER_HOUR: z.coerce
      .number({ message: 'must be a whole number of sign-ups' })
      .int('must be a whole number of sign-ups')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(10),
    VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || base64UrlBytes(v) === 65, {
      message: 'must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)',
    }),
    VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || base64UrlBytes(v) === 32, {
      message: 'must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)',
    }),
    VAPID_SUBJECT: urlWithProtocols(['mailto:', 'https:'], 'mailto: or https:'),
    PUSH_ALLOWED_HOSTS: optionalText.refine(
      (v) => v === undefined || v.split(',').every((h) => /^[a-z0-9.-]+(:\d+)?$/i.test(h.trim())),
      { message: 'must be a comma-separated list of host names (with an optional :port)' },
    ),
    FORMS_PER_IP_PER_HOUR: z.coerce
      .number({ message: 'must be a whole number of form submissions' })
      .int('must be a whole number of form submissions')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(20),
    GUEST_DOCUMENTS_PER_IP_PER_HOUR: z.coerce
      .number({ message: 'must be a whole number of documents' })
      .int('must be a whole number of documents')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(30),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'must be set together with the other VAPID key (or neither: keys are then generated once into DATA_DIR)',
      });
    }
    if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
      });
    }
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

/** Bytes of a base64url string, or -1 when it is not one. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

/**
 * The push services of the browsers people use (decision 029). A subscription must point at one of these
 * (over https) or at a host of PUSH_ALLOWED_HOSTS, so the server cannot be made to post to any address.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export interface Config {
  env: RawConfig['NODE_ENV'];
  port: number;
  host: string;
  /** The public origin of the app: links in mail, and the Origin that mutations must come from. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Online payment; without a secret key billing answers "not set up" and everything else works. */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  uploadMaxBytes: number;
  /**
   * Pixels (width x height) an uploaded image may have: larger ones are refused from their header, before
   * anything is decoded, since decoding takes memory by the pixel, not by the byte (issue 28).
   */
  uploadMaxPixels: number;
  logLevel: RawConfig['LOG_LEVEL'];
  /**
   * Login attempts, right or wrong, one address may make in 15 minutes. A practice whose staff share one
   * public address may need more; the browser tests, which sign in dozens of times, do.
   */
  loginAttemptsPerIp: number;
  /**
   * API requests a signed-in user (or, for guests, one address) may make in a minute, per instance (load
   * tests raise it).
   */
  apiRequestsPerMinute: number;
  /**
   * How long (ms) this process may answer a session check from memory; also how late another instance's
   * sign-out or revocation can reach this one (decision 031). 0 reads the database every time.
   */
  sessionCacheMs: number;
  /**
   * How far the JavaScript heap may grow past what its last full collection kept before the next one
   * (V8's --heap-growing-percent; 0 leaves it to V8, which lets a busy server hold two to four times its
   * live data). Default 25 on the embedded database, 0 on PostgreSQL. Decision 053.
   */
  heapGrowthPercent: number;
  /**
   * Fastify's trustProxy: false (the socket's address is the client's), how many proxies stand in front,
   * or the addresses of the proxies whose X-Forwarded-For is believed.
   */
  trustProxy: false | number | string[];
  /** Accounts one address may create (the three sign-up forms and invitations) in an hour. */
  signupsPerIpPerHour: number;
  /** Client forms (intake and recipe eBook requests) one address may send in an hour. */
  formsPerIpPerHour: number;
  /** PDFs of shared plans and promo eBooks one address may download as a guest in an hour. */
  guestDocumentsPerIpPerHour: number;
  /**
   * Web push (decision 029). Without keys in the environment they are generated once into DATA_DIR
   * (src/server/integrations/push/vapid.ts). `allowedHosts`: extra push service hosts, any protocol (a
   * local push service in tests and demos).
   */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    allowedHosts: string[];
  };
}

export class ConfigError extends Error {}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5.12 ignores a bare number (it trusts nothing), so a hop
 * count becomes a function trusting that many hops from the socket: safe only when clients cannot reach
 * the app except through those proxies (README "Behind a proxy"); addresses are safe everywhere.
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/**
 * Reads the environment once. A bad value throws a ConfigError whose message is one line naming the
 * variable and what is wrong with it; main.ts prints it and exits 1.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    const shown =
      got === undefined || /SECRET|KEY|PASSWORD|DATABASE_URL|SMTP_URL/.test(name) ? '' : ` (got "${got}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const c = parsed.data;
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    appUrl,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    stripe: {
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      apiUrl: (c.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/+$/, ''),
    },
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          region: c.S3_REGION ?? 'us-east-1',
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    uploadMaxPixels: Math.round(c.UPLOAD_MAX_MEGAPIXELS * 1_000_000),
    logLevel: c.LOG_LEVEL,
    loginAttemptsPerIp: c.LOGIN_ATTEMPTS_PER_IP,
    apiRequestsPerMinute: c.API_REQUESTS_PER_MINUTE,
    sessionCacheMs: c.SESSION_CACHE_SECONDS * 1000,
    // The embedded database's server is the one that must stay small (decision 053); on PostgreSQL the
    // old generation's collections cost the API more than the memory they save.
    heapGrowthPercent: c.HEAP_GROWTH_PERCENT ?? (c.DATABASE_URL ? 0 : 25),
    trustProxy: c.TRUST_PROXY,
    signupsPerIpPerHour: c.SIGNUPS_PER_IP_PER_HOUR,
    formsPerIpPerHour: c.FORMS_PER_IP_PER_HOUR,
    guestDocumentsPerIpPerHour: c.GUEST_DOCUMENTS_PER_IP_PER_HOUR,
    push: {
      publicKey: c.VAPID_PUBLIC_KEY,
      privateKey: c.VAPID_PRIVATE_KEY,
      subject: c.VAPID_SUBJECT ?? defaultVapidSubject(appUrl, c.MAIL_FROM),
      allowedHosts: (c.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}

/** Who push services may contact about our messages: the app's https address, else the sender's mailbox. */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https:')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
