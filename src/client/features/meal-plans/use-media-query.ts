import { useSyncExternalStore } from 'react';

/** What each query last matched on screen. */
const onScreen = new Map<string, boolean>();

/**
 * Whether a media query matches, following it as the window changes. While the page is printed, it keeps
 * what it matched on screen: paper is narrower than a desktop window, and switching the planner to its
 * phone layout mid-print would close the open dialog (the shopping list) being printed.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => {
      const printing = window.matchMedia('print').matches;
      if (printing && onScreen.has(query)) return onScreen.get(query)!;
      const matches = window.matchMedia(query).matches;
      if (!printing) onScreen.set(query, matches);
      return matches;
    },
    () => false,
  );
}

/** The planner's desktop layout: the week as a table and the side column (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 1024px)';
