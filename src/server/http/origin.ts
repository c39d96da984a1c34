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
  if (typeof host !== 'string') return false;
  try {
    // Through URL, so that 'localhost:80' and 'localhost' compare equal for http.
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
