import { describe, expect, it } from 'vitest';
import { atMost } from './at-most.ts';

describe('atMost', () => {
  it('runs at most the limit at once, in the order asked, and frees a slot when work fails', async () => {
    const gate = atMost(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        gate(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5 + (i % 3) * 5));
          running -= 1;
          if (i === 3) throw new Error('unreadable');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      1,
      2,
      'failed',
      4,
      5,
      6,
      7,
    ]);
    // Every slot came back: the next ones start at once.
    let concurrent = 0;
    await Promise.all([1, 2].map(() => gate(async () => void (concurrent += 1))));
    expect(concurrent).toBe(2);
  });
});
