import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  lazy,
  loadWithTimeout,
} from './lazy-with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a screen’s code', () => {
  it('gives up after 120 s on a chunk that never arrives, not before', async () => {
    vi.useFakeTimers();
    const outcome = loadWithTimeout(() => new Promise<never>(() => {})).catch((error: unknown) => error);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time through, and turns a failed import into a ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({
      default: 'screen',
    });
    const failed = await loadWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('a lazy part', () => {
  const Part = ({ word }: { word: string }) => createElement('p', null, `part: ${word}`);
  const inSuspense = (element: ReturnType<typeof createElement>) =>
    renderToString(createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, element));

  it('suspends before its code is here, and renders at once (no Suspense fallback) once it has arrived', async () => {
    const Early = lazy(() => Promise.resolve({ default: Part }));
    expect(inSuspense(createElement(Early, { word: 'early' }))).toContain('waiting');
    // Preloaded, never rendered: React's own lazy() would still suspend on this first render.
    const Preloaded = lazy(() => Promise.resolve({ default: Part }));
    expect(await Preloaded.preload()).toBe(true);
    const html = inSuspense(createElement(Preloaded, { word: 'late' }));
    expect(html).toContain('part: late');
    expect(html).not.toContain('waiting');
  });

  it('reports a failed load, forgets it, and loads on the next try', async () => {
    let attempts = 0;
    const LazyPart = lazy(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js'))
        : Promise.resolve({ default: Part });
    });
    expect(await LazyPart.preload()).toBe(false);
    expect(await LazyPart.preload()).toBe(true);
    expect(attempts).toBe(2);
    expect(inSuspense(createElement(LazyPart, { word: 'again' }))).toContain('part: again');
  });
});
