import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog loaded on first open (decision 041) is mounted then and
 * stays mounted, so it can animate closed and keeps its chunk's component in place.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
