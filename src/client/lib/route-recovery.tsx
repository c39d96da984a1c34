import { Component, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What react-router's data router did for us before decision 042, kept in a few lines: the scroll position of
 * each history entry, and a screen that fails shown as an error page rather than a blank window.
 */

const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or refused storage only means Back opens at the top.
  }
}

/**
 * Back and Forward return to where the page was; going to another screen starts at its top (or at the
 * element its #hash names). A change of the search alone (filters, tabs, the planner's plan) keeps the
 * position, as the screens asked with `preventScrollReset`.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // The position is noted as the user scrolls (not read here, which would force a layout during the
    // commit): when the next screen commits, the page may already have been shortened by it.
    let y = 0;
    const note = () => {
      y = window.scrollY;
    };
    const remember = () => savePosition(location.key, y);
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [location.key]);
  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Only a new path (or hash) moves the page; a new search alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.hash]);
  return null;
}

type BoundaryProps = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string | null };

/** Catches a screen that throws while rendering (or whose code fails to load); cleared by the next path. */
class ErrorBoundaryForPath extends Component<BoundaryProps & { pathname: string }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A screen failed to render.') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> {
    if (state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    return {};
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RouteErrorBoundary(props: BoundaryProps) {
  const { pathname } = useLocation();
  return <ErrorBoundaryForPath {...props} pathname={pathname} />;
}
