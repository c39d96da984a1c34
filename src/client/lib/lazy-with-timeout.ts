import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC §9: loading a script chunk gives up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code did not arrive: the network failed, or it hung past the timeout, or a deploy removed it. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** What the browsers say when a dynamic import fails (Chromium, Safari, Firefox). */
const IMPORT_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

/** Whether an error thrown while rendering a screen is its code failing to load. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && (error.name === 'ChunkLoadError' || IMPORT_FAILURE.test(error.message)))
  );
}

/** The loader's result, or a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadWithTimeout<T>(loader: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error) : error);
      },
    );
  });
}

/** A lazy screen or part whose code can be asked for before it renders (its first render then waits less). */
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload(): void }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * React's lazy() whose import gives up after 120 s: a hung request would otherwise leave the screen's
 * skeleton up for good. The route's error page then says what happened and offers a reload. `preload()`
 * starts the same import early (the app asks for the first screen's code while `auth.me` is on its way);
 * a failed preload is forgotten, so the render tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy()
export function lazy<T extends ComponentType<any>>(
  loader: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const load = () =>
    (loading ??= loadWithTimeout(loader).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(reactLazy(load), { preload: () => void load().catch(() => undefined) });
}
