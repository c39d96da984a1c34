import type { FastifyRequest } from 'fastify';

/**
 * CSRF defence for cookie sessions: a request that changes anything must come from the app's own origin,
 * either the configured APP_URL or the host the request was addressed to (same-origin behind a proxy).
 */
export function isSameOrigin(req: FastifyRequest, appUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(appUrl).origin) return true;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  return typeof host === 'string' && parsed.host === host;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
