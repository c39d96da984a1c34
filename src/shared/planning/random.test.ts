import { describe, expect, it } from 'vitest';
import { hashString, mix32, randomIndex, seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('is mulberry32 seeded with xmur3: the published generators, number for number', () => {
    // The values of the reference implementations (bryc's PRNG collection) for the seed "abc".
    const random = seededRandom('abc');
    expect([random(), random(), random()]).toEqual([
      0.8865935776848346, 0.5006652397569269, 0.13492729025892913,
    ]);
  });

  it('repeats a sequence for the same seed; 42 and "42" are the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom('42');
    const c = seededRandom(43);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = seededRandom('spread');
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const value = random();
      if (value < 0 || value >= 1) outside++;
      else buckets[Math.floor(value * 10)]!++;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('randomIndex', () => {
  it('gives every index of [0, n) and nothing else', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(randomIndex(random, 5));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('hashString', () => {
  it('is xmur3 for salt 0, and a different hash for another salt', () => {
    expect(hashString('abc')).toBe(1792905582);
    expect(hashString('abc', 1)).toBe(2417892460);
    expect(hashString('abd')).not.toBe(hashString('abc'));
  });

  it('gives unsigned 32-bit numbers', () => {
    for (const text of ['', 'a', 'recipe-1', 'é'.repeat(100)]) {
      const hash = hashString(text, 123);
      expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
    }
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).not.toBe(mix32(2));
  });
});
