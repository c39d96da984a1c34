import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
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
