import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import helmet from 'helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import { CLIENT_DIST_DIR } from './app-root.ts';
import { readRequestSession, sessionCookieFor, type RequestSession } from './auth/session-cookie.ts';
import { sql } from 'drizzle-orm';
import { trustProxyOption, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerClientApp } from './http/client-app.ts';
import { fileRoutes } from './http/files.ts';
import { foodImportTemplateRoutes } from './http/food-import-template.ts';
import { recipeImportTemplateRoutes } from './http/recipe-import-template.ts';
import { stripeWebhookRoutes } from './http/stripe-webhook.ts';
import { uploadRoutes } from './http/uploads.ts';
import { isApiRoute } from './http/api-paths.ts';
import { isSameOrigin, SAFE_METHODS } from './http/origin.ts';
import type { Storage } from './integrations/storage/storage.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Context } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs;
  storage: Storage;
  log: Logger;
  /** Folder of the built client; tests may point elsewhere. */
  clientDir?: string;
}

/** Routes that take no Origin check: signed webhooks from outside services. */
const ORIGIN_EXEMPT = new Set(['/api/stripe/webhook']);
/** An API answer is for the user who asked, and is never kept, unless its route says otherwise. */
const API_CACHE = 'private, no-store';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, log } = deps;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // One line a request, when it is answered (below), instead of Fastify's two (received, answered):
    // each line is serialised and redacted, and under load the second one cost as much as the first.
    disableRequestLogging: true,
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });

  const secure = config.appUrl.startsWith('https:');
  // The security headers, made once: @fastify/helmet built helmet's middleware again for every request
  // (parsing the policy's directives each time: a tenth of a bare request's CPU in bench:api's profile).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);

  /**
   * The session of a request, read once however many steps ask (the rate limit's key, the tRPC context, a
   * plain route's actor): one session check per request, answered from memory when recent (decision 031).
   */
  const sessions = new WeakMap<FastifyRequest, Promise<RequestSession>>();
  const sessionOf = (req: FastifyRequest, reply: FastifyReply): Promise<RequestSession> => {
    let session = sessions.get(req);
    if (!session) {
      session = readRequestSession(req, sessionCookieFor(reply, config), database.db, config.sessionCacheMs);
      sessions.set(req, session);
    }
    return session;
  };

  await app.register(fastifyRateLimit, {
    global: true,
    max: config.apiRequestsPerMinute,
    timeWindow: '1 minute',
    // After the Origin check (onRequest) and before the body is read.
    hook: 'preParsing',
    // Counted per signed-in user, so a practice of many people behind one address is not throttled as
    // one; guests (and a cookie that is no longer valid) per address.
    keyGenerator: async (req) => {
      const session = sessions.get(req);
      const actor = session ? (await session).actor : null;
      return actor ? `user:${actor.id}` : `address:${normalizeIP(req.ip)}`;
    },
    // Only the API does work worth limiting; the app's pages, assets and files are static and cached.
    // Which requests are the API's is decided by the route they reached (decision 054), here and below.
    allowList: (req) => !isApiRoute(req),
  });

  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (!isApiRoute(req) || ORIGIN_EXEMPT.has(req.routeOptions.url!)) return;
    if (!isSameOrigin(req, config.appUrl)) {
      return reply.code(403).send({
        error: 'Forbidden',
        message: 'This request did not come from the app. Please reload the page and try again.',
      });
    }
  });
  // The API's session is known before the rate limit counts the request (per user, else per address).
  app.addHook('onRequest', async (req, reply) => {
    if (isApiRoute(req)) await sessionOf(req, reply);
  });
  // Signed-in answers must not be kept by a browser's or a proxy's cache (issue 28); refusals neither.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isApiRoute(req) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE);
    done(null, payload);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.driver };
    } catch (err) {
      log.error({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  /** The signed-in, active user of a plain (non-tRPC) route, or null. */
  const activeActor = async (req: FastifyRequest, reply: FastifyReply) => {
    const { actor } = await sessionOf(req, reply);
    return actor?.status === 'active' ? actor : null;
  };
  await app.register(uploadRoutes, {
    db: database.db,
    jobs: deps.jobs,
    storage: deps.storage,
    config,
    getActor: activeActor,
  });
  await app.register(fileRoutes, { db: database.db, storage: deps.storage, getActor: activeActor });
  await app.register(foodImportTemplateRoutes, { getActor: activeActor });
  await app.register(recipeImportTemplateRoutes, { getActor: activeActor });
  await app.register(stripeWebhookRoutes, { db: database.db, jobs: deps.jobs, config, log });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req, res }): Promise<Context> => {
        const sessionCookie = sessionCookieFor(res, config);
        const { actor, sessionId } = await sessionOf(req, res);
        return {
          db: database.db,
          jobs: deps.jobs,
          storage: deps.storage,
          config,
          log: req.log as unknown as Logger,
          actor,
          sessionId,
          sessionCookie,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        };
      },
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerClientApp(app, deps.clientDir ?? CLIENT_DIST_DIR);
  return app;
}
