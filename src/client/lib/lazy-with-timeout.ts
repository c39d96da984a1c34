import {
  createElement,
  lazy as reactLazy,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';

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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy()
export type PreloadableComponent<T extends ComponentType<any>> = FunctionComponent<ComponentProps<T>> & {
  /** Starts loading the code (once); whether it arrived. A failure is forgotten: the next render tries again. */
  preload(): Promise<boolean>;
  /**
   * Whether loading the code has settled (it arrived, or the last attempt failed), re-rendering the caller
   * when it does (an ordinary update). A parent that shows its own placeholder until then mounts the part
   * without suspending, so no Suspense fallback (and no 300 ms throttle of the next reveal) comes between;
   * after a failure the part's render tries again and its error boundary says what happened.
   */
  useSettled(): boolean;
};

/**
 * React's lazy() whose import gives up after 120 s: a hung request would otherwise leave the screen's
 * skeleton up for good. The route's error page then says what happened and offers a reload. `preload()`
 * starts the same import early (the app asks for the first screen's code while `auth.me` is on its way);
 * a failed preload is forgotten, so the render tries again.
 *
 * A part whose code has already arrived renders at once instead of going through React's lazy(), which
 * suspends on its first render even then: React shows the fallback and holds the revealed content back for
 * up to 300 ms (its Suspense throttling), once for each lazy part on the way to a screen (issue 15). Each
 * mounted instance keeps the way it mounted, so it never changes type and loses its state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy()
export function lazy<T extends ComponentType<any>>(
  loader: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  let failed = false;
  const listeners = new Set<() => void>();
  const settle = () => {
    for (const listener of listeners) listener();
  };
  const load = () =>
    (loading ??= loadWithTimeout(loader).then(
      (module) => {
        loaded = module.default;
        failed = false;
        settle();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failed = true;
        settle();
        throw error;
      },
    ));
  const Lazy = reactLazy(load);
  function Preloadable(props: ComponentProps<T>) {
    const [arrived] = useState(() => loaded);
    return createElement(arrived ?? Lazy, props);
  }
  const preload = () =>
    load().then(
      () => true,
      () => false,
    );
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const settled = () => loaded !== undefined || failed;
  const useSettled = () => useSyncExternalStore(subscribe, settled, settled);
  return Object.assign(Preloadable, { preload, useSettled });
}
