/**
 * A small seeded random source, so a seed reproduces a generated plan on any machine and in the browser.
 * Seeds (a number or a string: 42 and '42' are the same seed) are hashed to 32 bits with xmur3, which
 * feeds mulberry32: both are well-known public-domain generators, plenty for choosing recipes and for
 * nothing secret.
 */
export type Random = () => number;

/** A generator of numbers in [0, 1), the same sequence for the same seed (mulberry32). */
export function seededRandom(seed: number | string): Random {
  let state = hashString(String(seed));
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/**
 * A 32-bit hash of a string (xmur3's first output; a non-zero `salt` is mixed into its starting state), so
 * the same text and salt always give the same number.
 */
export function hashString(text: string, salt = 0): number {
  let h = 1779033703 ^ salt ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return mix32(h);
}

/** Scrambles the bits of a 32-bit number (the finaliser xmur3 uses): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let h = Math.imul(value ^ (value >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}
