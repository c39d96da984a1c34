import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../shared/access.ts';

const routePatterns = ROUTES.map(
  (r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** Whether the single-page app has a screen for this path; others get its not-found screen with a 404. */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((re) => re.test(pathname));
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, index.html never cached, and the app's
 * own routes answered with index.html (SPA fallback).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath) : null;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        if (rel.startsWith(`assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel.endsWith('.webmanifest')) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/files/')) {
      return reply.code(404).send({ error: 'Not Found', message: `No route ${req.method} ${pathname}` });
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !indexHtml) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
