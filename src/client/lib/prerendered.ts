import { useSyncExternalStore } from 'react';

/**
 * Whether this page arrived with its first render already in the HTML (decision 051): the server sends the
 * Login screen, and the signed-in frame's placeholders, prerendered, and the app hydrates them. Until `auth.me` answers, a guest route then renders for a
 * guest, as the HTML does, rather than the loading frame, so the form the visitor sees stays where it is;
 * a signed-in visitor is sent on once the answer comes, as before.
 */
let prerendered = false;

export function markPrerendered(): void {
  prerendered = true;
}

export function isPrerendered(): boolean {
  return prerendered;
}

const noSubscription = () => () => undefined;

/**
 * False while the app takes a prerendered page over (hydration renders what the HTML shows), true from the
 * next render on; true at once where the app renders by itself. A control that needs the app, such as a
 * form's submit button, is disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
