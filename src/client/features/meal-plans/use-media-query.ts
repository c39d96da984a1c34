import { useSyncExternalStore } from 'react';

/** Whether a media query matches, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The planner's desktop layout: the week as a table and the side column (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 1024px)';
