import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** How long a search box waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box: as typed (for the input), its setter, and the trimmed text once typing has paused
 * (for the query), so a search is not sent for every key.
 */
export function useSearchText(
  initial = '',
  delayMs = SEARCH_DELAY_MS,
): [string, (text: string) => void, string] {
  const [text, setText] = useState(initial);
  return [text, setText, useDebouncedValue(text.trim(), delayMs)];
}
