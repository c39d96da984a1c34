import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES, type RouteDef } from '../../shared/access.ts';
import { looksLikeApiOrFiles } from './api-paths.ts';

const routePatterns = ROUTES.map(
  (r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** The app's route for this path, if it has a screen for it; others get its not-found screen with a 404. */
function appRouteOf(pathname: string): RouteDef | undefined {
  const index = routePatterns.findIndex((re) => re.test(pathname));
  return index === -1 ? undefined : ROUTES[index];
}

/** Whether the single-page app has a screen for this path; others get its not-found screen with a 404. */
export function isAppRoute(pathname: string): boolean {
  return appRouteOf(pathname) !== undefined;
}

/** What scripts/build-client.mjs lists: the chunks each screen (and the shell) loads beyond the entry's. */
interface RoutePreloads {
  shell: string[];
  screens: Record<string, string[]>;
}

function readRoutePreloads(clientDir: string): RoutePreloads | null {
  try {
    return JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'route-preloads.json'), 'utf8'),
    ) as RoutePreloads;
  } catch {
    return null;
  }
}

/**
 * What scripts/prerender.mjs writes (decision 051): the HTML of a screen's first render by screen name, and
 * `shell`, the first render of every signed-in screen (the frame's placeholders while `auth.me` answers).
 */
type Prerendered = Record<string, string>;

function readPrerendered(clientDir: string): Prerendered {
  try {
    return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'prerendered.json'), 'utf8')) as Prerendered;
  } catch {
    return {};
  }
}

/** React writes a screen's `<title>` and its preloads first; they belong in the head. */
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/**
 * index.html with a screen's prerendered HTML: the body inside `#root`, where the app hydrates it, and the
 * title and preloads React put before it in the head (the screen's title in place of the app's).
 */
export function withPrerendered(indexHtml: string, html: string): string {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  let page = indexHtml.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>/, '');
  return page.replace('</head>', () => `${head}</head>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page whose first render is in its HTML (decision 052: Login's form, a shell route's signed-in frame):
 * its scripts are needed only to take it over, so the page names them on `/app-boot.js`, which asks for
 * them once that render has painted, rather than as a module script and preloads the browser would fetch
 * before painting. A page without the build's entry script is left as it is.
 */
export function bootAfterPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const files = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `<script src="/app-boot.js" defer data-entry="${entry}" data-preload="${files.join(' ')}"></script>`;
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${boot}</head>`);
}

/**
 * index.html for each route, naming the chunks its screen (and the signed-in shell around a shell screen)
 * loads before the first render as `<link rel="modulepreload">`: the browser fetches them beside the entry's
 * code instead of after it has run (issue 15). A screen prerendered by the build (Login), and the signed-in
 * frame's placeholders on shell routes, come in the HTML, painted before any script runs (decision 051),
 * and such a page names its scripts for app-boot.js to ask for after that paint (decision 052). Without the build's lists, every route gets index.html as is.
 */
export function pagesByRoute(
  indexHtml: string,
  preloads: RoutePreloads | null,
  prerendered: Prerendered = {},
): Map<RouteDef, Buffer> {
  const pages = new Map<RouteDef, Buffer>();
  for (const route of ROUTES) {
    const files = new Set([
      ...(route.kind === 'shell' ? (preloads?.shell ?? []) : []),
      ...(preloads?.screens[route.screen] ?? []),
    ]);
    const links = [...files]
      .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const screenHtml = prerendered[route.screen];
    const html = screenHtml ?? (route.kind === 'shell' ? prerendered.shell : undefined);
    let page = html === undefined ? indexHtml : withPrerendered(indexHtml, html);
    if (links) page = page.replace('</head>', () => `${links}</head>`);
    pages.set(route, Buffer.from(html === undefined ? page : bootAfterPaint(page)));
  }
  return pages;
}

/**
 * The content codings the app's pages are sent in, in the order they are preferred at equal weight. The
 * negotiator keeps no cache of answers: a client could fill one with made-up headers.
 */
type PageEncoding = 'br' | 'gzip';
const pageEncodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

/**
 * The coding to send a page in for a request's Accept-Encoding (q-weights, `*`), by the negotiator
 * @fastify/compress itself uses; undefined when the client takes neither: it gets the page as it is.
 */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  return acceptEncoding ? (pageEncodings.negotiate(acceptEncoding) ?? undefined) : undefined;
}

const compressPage: Record<PageEncoding, (page: Buffer) => Buffer> = {
  // Each page is compressed once per process, so brotli's best (slowest) quality costs a few milliseconds
  // once and every later answer is smaller for it.
  br: (page) =>
    brotliCompressSync(page, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
  gzip: (page) => gzipSync(page, { level: zlibConstants.Z_BEST_COMPRESSION }),
};

/**
 * Sends the app's HTML pages compressed (issue 15). They are answered from the not-found handler, which is no
 * route: @fastify/compress adds its work to each route as it is declared (an `onRoute` hook) and so never
 * sees them. A page is the same bytes for every request, so each page is compressed once, on its first
 * request in a coding, and kept; a page too small to gain from it is sent as it is.
 */
function pageSender(): (reply: FastifyReply, page: Buffer) => FastifyReply {
  const compressed = new Map<Buffer, Map<PageEncoding, Buffer | null>>();
  const inCoding = (page: Buffer, encoding: PageEncoding): Buffer | null => {
    let codings = compressed.get(page);
    if (!codings) compressed.set(page, (codings = new Map()));
    let body = codings.get(encoding);
    if (body === undefined) {
      const packed = compressPage[encoding](page);
      body = packed.length < page.length ? packed : null;
      codings.set(encoding, body);
    }
    return body;
  };
  return (reply, page) => {
    // Whether or not this answer is compressed, the same address answers differently by Accept-Encoding.
    reply.header('Vary', 'accept-encoding');
    const encoding = pageEncoding(reply.request.headers['accept-encoding']);
    const body = encoding ? inCoding(page, encoding) : null;
    if (!encoding || !body) return reply.send(page);
    return reply.header('Content-Encoding', encoding).send(body);
  };
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, index.html never cached, and the app's
 * own routes answered with index.html (SPA fallback).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath) : null;
  const prerendered = readPrerendered(clientDir);
  const prerenderedScreens = new Set(Object.keys(prerendered));
  const pages = indexHtml
    ? pagesByRoute(indexHtml.toString('utf8'), readRoutePreloads(clientDir), prerendered)
    : null;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes each asset's .br and .gz beside it (scripts/build-client.mjs): sent as they are, with
      // Vary, and @fastify/compress leaves an answer that has its Content-Encoding alone.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        if (rel.startsWith(`assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel.endsWith('.webmanifest')) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  // A prerendered screen's form sent before the app has taken the page over (decision 051): the form posts, so
  // nothing typed lands in an address or a log, and the post is answered with the page again (303), whose
  // app then takes the form. The body is read and dropped, never parsed.
  const prerenderedRoutes = ROUTES.filter((route) => pages && prerenderedScreens.has(route.screen));
  if (prerenderedRoutes.length > 0) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, _body, done) =>
        done(null, undefined),
      );
      for (const route of prerenderedRoutes) {
        scope.post(route.path, (_req, reply) => reply.redirect(route.path, 303));
      }
    });
  }

  const sendPage = pageSender();
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // However it is written, an address that reads as the API's or a file's is answered as one: JSON, kept
    // by no cache, never the app's page.
    if (looksLikeApiOrFiles(req.url)) {
      return reply
        .code(404)
        .header('Cache-Control', 'private, no-store')
        .send({ error: 'Not Found', message: `No route ${req.method} ${pathname}` });
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !indexHtml) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const route = appRouteOf(pathname);
    reply
      .code(route ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    return sendPage(reply, (route && pages?.get(route)) ?? indexHtml);
  });
}
