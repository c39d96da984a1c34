import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.ts';
import {
  downloadName,
  isStorageKey,
  makeStorageKey,
  randomKeyPart,
  sanitiseFileName,
  sourceKeys,
  variantKeys,
} from './keys.ts';

const now = new Date(1_700_000_000_000);
/** A fixed random part, so the expected keys can be written out. */
const R = 'abcdefghijklmnopqrstuvwxyz';

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('makeStorageKey', () => {
  it('makes {folder}/{timestamp}_{random}_{name}', () => {
    expect(makeStorageKey('recipes', 'cake.png', now, undefined, R)).toBe(
      `recipes/1700000000000_${R}_cake.png`,
    );
    expect(makeStorageKey('profilephotos', 'me.jpg', now, undefined, R)).toBe(
      `profilephotos/1700000000000_${R}_me.jpg`,
    );
  });

  it('uses the extension of the real content when one is given', () => {
    expect(makeStorageKey('recipes', 'Cake.JPEG', now, 'png', R)).toBe(`recipes/1700000000000_${R}_cake.png`);
    expect(makeStorageKey('excel', 'foods', now, 'csv', R)).toBe(`excel/1700000000000_${R}_foods.csv`);
  });

  it('puts 128 fresh random bits in every key, so the same name at the same millisecond never repeats', () => {
    const keys = Array.from({ length: 1000 }, () => makeStorageKey('recipes', 'cake.png', now));
    expect(new Set(keys).size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^recipes\/1700000000000_[a-z2-7]{26}_cake\.png$/);
    // 26 base32 characters carry 130 bits; 16 random bytes fill 128 of them, and every character varies.
    const parts = keys.map((key) => key.split('_')[1]!);
    for (let i = 0; i < 25; i += 1) expect(new Set(parts.map((p) => p[i])).size).toBeGreaterThan(16);
  });

  it('refuses a folder outside the list, and a random part that is not 26 base32 characters', () => {
    expect(refusal(() => makeStorageKey('secrets' as never, 'a.png', now)).code).toBe('BAD_REQUEST');
    expect(refusal(() => makeStorageKey('recipes', 'a.png', now, undefined, '../x')).code).toBe(
      'BAD_REQUEST',
    );
    expect(randomKeyPart()).toMatch(/^[a-z2-7]{26}$/);
  });
});

describe('sanitiseFileName', () => {
  it.each([
    ['Cake Photo.JPG', 'cake-photo.jpg'],
    ['Crème Brûlée (1).png', 'creme-brulee-1.png'],
    ['  spaced  .webp ', 'spaced.webp'],
    ['my_recipe-v2.final.xlsx', 'my_recipe-v2.final.xlsx'],
    ['no-extension', 'no-extension'],
    ['.hidden', 'hidden'],
    ['photo.ja pg', 'photo.japg'],
  ])('%j becomes %j', (name, expected) => {
    expect(sanitiseFileName(name)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(240)}.jpeg`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('a.jpeg')).toBe(true);
  });

  it.each([
    ['../../x.png'],
    ['..\\..\\x.png'],
    ['recipes/x.png'],
    ['/etc/passwd'],
    ['C:\\temp\\x.png'],
    ['x..png'],
    ['..'],
    ['x\u0000.png'],
    ['line\nbreak.png'],
    ['tab\t.png'],
    ['x\u2025png'],
    ['\uff0e\uff0e\uff0fx.png'],
    [''],
    ['   '],
    ['???'],
    [`${'a'.repeat(300)}.png`],
  ])('refuses %j with uploadBadName instead of renaming it', (name) => {
    const error = refusal(() => sanitiseFileName(name));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.messageKey).toBe('uploadBadName');
    expect(error.message).toBe('The file name is not allowed.');
  });
});

it.each([
  ['日本語.png', 'file.png'],
  ['???.png', 'file.png'],
])('keeps the extension of a name with no Latin letters: %j becomes %j', (name, stored) => {
  expect(sanitiseFileName(name)).toBe(stored);
});

describe('variantKeys', () => {
  it('names the WebP variants beside the original', () => {
    expect(variantKeys('recipes/1700000000000_cake.png')).toEqual({
      thumb: 'recipes/thumb_1700000000000_cake.webp',
      medium: 'recipes/medium_1700000000000_cake.webp',
      large: 'recipes/large_1700000000000_cake.webp',
    });
    expect(variantKeys('profilephotos/1700000000000_me').thumb).toBe(
      'profilephotos/thumb_1700000000000_me.webp',
    );
  });
});

describe('isStorageKey', () => {
  it('accepts the keys the server makes and made before, variants included', () => {
    const key = makeStorageKey('recipes', 'cake.png', now);
    expect(isStorageKey(key)).toBe(true);
    expect(isStorageKey('recipes/1700000000000_cake.png')).toBe(true);
    expect(Object.values(variantKeys(key)).every(isStorageKey)).toBe(true);
  });

  it.each([
    '../etc/passwd',
    'recipes/../../etc/passwd',
    'recipes/..',
    'recipes/a/b.png',
    'other/a.png',
    'recipes/',
    '/recipes/a.png',
    'recipes/.meta.json',
  ])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });
});

describe('sourceKeys', () => {
  it('gives a variant the originals it may have been made from, and any other key itself', () => {
    const key = makeStorageKey('recipes', 'cake.png', now, undefined, R);
    expect(sourceKeys(variantKeys(key).thumb)).toEqual([
      `recipes/1700000000000_${R}_cake.jpg`,
      `recipes/1700000000000_${R}_cake.png`,
      `recipes/1700000000000_${R}_cake.webp`,
    ]);
    expect(sourceKeys(variantKeys('recipes/1700000000000_cake.jpg').large)).toContain(
      'recipes/1700000000000_cake.jpg',
    );
    expect(sourceKeys(key)).toEqual([key]);
    expect(sourceKeys('excel/1700000000000_thumbs.csv')).toEqual(['excel/1700000000000_thumbs.csv']);
  });
});

describe('downloadName', () => {
  it('drops the timestamp, the random part and the variant prefix', () => {
    expect(downloadName(`recipes/1700000000000_${R}_cake.png`)).toBe('cake.png');
    expect(downloadName(`recipes/thumb_1700000000000_${R}_cake.webp`)).toBe('cake.webp');
  });

  it('names the files of keys made before the random part the same way', () => {
    expect(downloadName('recipes/1700000000000_cake.png')).toBe('cake.png');
    expect(downloadName('recipes/thumb_1700000000000_cake.webp')).toBe('cake.webp');
  });
});
