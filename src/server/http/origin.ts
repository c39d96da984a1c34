import type { FastifyRequest } from 'fastify';

/**
 * CSRF defence for cookie sessions: a request that changes anything must come from the app's own origin,
 * either the configured APP_URL or the scheme and host the request was addressed to. Fastify's `req.host`
 * and `req.protocol` take X-Forwarded-Host and X-Forwarded-Proto only from a proxy TRUST_PROXY names (the
 * socket's address is one it trusts; decision 017): from anyone else they are headers anyone can write.
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
  const app = new URL(appUrl);
  if (parsed.origin === app.origin) return true;
  const host = req.host;
  // An http page may not act on an https app or request (nor the other way round): the scheme is part of
  // the origin. An app whose APP_URL is https is https whatever an unnamed proxy's plain connection says.
  const protocol = app.protocol === 'https:' ? 'https' : req.protocol;
  if (!host || `${protocol}:` !== parsed.protocol) return false;
  try {
    // Through URL, so that 'localhost:80' and 'localhost' compare equal for http.
    return parsed.origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
