import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, access, homePathFor, isAllowed, type Role } from '../../../shared/access.ts';
import { isStandalone } from './standalone.ts';

const KEY_PREFIX = 'mp:last-url:';

const shellRoutes = ROUTES.filter((r) => r.kind === 'shell' && r.area).map((r) => ({
  pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`),
  area: r.area!,
}));

/** Whether `path` (with its query) is a screen this role may open: only those are remembered or restored. */
export function isAllowedPath(path: string, role: Role): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  const route = shellRoutes.find((r) => r.pattern.test(pathname));
  return route !== undefined && isAllowed(role, access[route.area]);
}

/** Forgets every user's remembered page (sign-out). */
export function forgetLastUrls(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
}

/**
 * SPEC §2: remembers the last screen the user may open, and when the installed app starts (at its
 * start_url, "/") goes back there; otherwise the role's home applies as usual. Per user, so a second
 * account on the device never lands on the first one's page.
 */
export function useLastUrl(userId: string, role: Role): void {
  const location = useLocation();
  const navigate = useNavigate();
  const restored = useRef(false);
  const key = KEY_PREFIX + userId;

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (location.pathname !== '/' || !isStandalone()) return;
    const last = localStorage.getItem(key);
    if (last && last !== '/' && isAllowedPath(last, role)) void navigate(last, { replace: true });
    else if (homePathFor(role) !== '/') void navigate(homePathFor(role), { replace: true });
  }, [key, location.pathname, navigate, role]);

  useEffect(() => {
    const path = location.pathname + location.search;
    if (isAllowedPath(path, role)) localStorage.setItem(key, path);
  }, [key, location.pathname, location.search, role]);
}
