import type { FastifyRequest } from 'fastify';

/**
 * Whether a request reached one of the API's routes (`/api/...`), however its path was written: decided by
 * the route the router matched, not by the address as sent, so `/%61pi/trpc/...`, which the router
 * decodes to the same route, meets every hook `/api/trpc/...` meets (decision 054).
 */
export function isApiRoute(req: FastifyRequest): boolean {
  return req.routeOptions.url?.startsWith('/api/') === true;
}

/** How many rounds of percent-decoding a path gets: `%2561` is `%61` after one and `a` after two. */
const DECODE_ROUNDS = 3;

/**
 * A request's path as the most lenient reader would take it: without its query, percent-escapes decoded
 * (again while any are left, a few times), `\` read as `/`, runs of slashes as one, `.` and `..` segments
 * resolved, and in lower case. For telling what a path that reached no route looks like (a JSON "not
 * found" under /api, a URL to log without its secrets): wider than the router, never narrower.
 */
export function lenientPath(url: string): string {
  let path = url.replace(/[?#].*$/s, '');
  for (let round = 0; round < DECODE_ROUNDS && path.includes('%'); round += 1) {
    const decoded = path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /[/\\]\.{0,2}$/.test(path) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`.toLowerCase();
}

/** Whether a path (as sent) reads as the API's or the stored files' by the lenient reading. */
export function looksLikeApiOrFiles(url: string): boolean {
  const path = lenientPath(url);
  return path === '/api' || path.startsWith('/api/') || path === '/files' || path.startsWith('/files/');
}
