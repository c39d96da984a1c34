/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), or after a short delay where
 * it cannot say (Safari): for work no screen waits for, so it does not take the main thread from the first
 * screen's render and requests. Returns a cancel function, for an effect's clean-up.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
