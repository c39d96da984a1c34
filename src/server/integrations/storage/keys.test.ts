import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.ts';
import { downloadName, isStorageKey, makeStorageKey, sanitiseFileName, variantKeys } from './keys.ts';

const now = new Date(1_700_000_000_000);

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
  it('makes {folder}/{timestamp}_{name}', () => {
    expect(makeStorageKey('recipes', 'cake.png', now)).toBe('recipes/1700000000000_cake.png');
    expect(makeStorageKey('profilephotos', 'me.jpg', now)).toBe('profilephotos/1700000000000_me.jpg');
  });

  it('uses the extension of the real content when one is given', () => {
    expect(makeStorageKey('recipes', 'Cake.JPEG', now, 'png')).toBe('recipes/1700000000000_cake.png');
    expect(makeStorageKey('excel', 'foods', now, 'csv')).toBe('excel/1700000000000_foods.csv');
  });

  it('refuses a folder outside the list', () => {
    expect(refusal(() => makeStorageKey('secrets' as never, 'a.png', now)).code).toBe('BAD_REQUEST');
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
  it('accepts the keys the server makes, variants included', () => {
    const key = makeStorageKey('recipes', 'cake.png', now);
    expect(isStorageKey(key)).toBe(true);
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

describe('downloadName', () => {
  it('drops the timestamp and the variant prefix', () => {
    expect(downloadName('recipes/1700000000000_cake.png')).toBe('cake.png');
    expect(downloadName('recipes/thumb_1700000000000_cake.webp')).toBe('cake.webp');
  });
});
