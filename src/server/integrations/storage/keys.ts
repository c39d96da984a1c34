import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { uploadFolders, type UploadFolder } from '../../../shared/access.ts';
import { badRequest } from '../../app-error.ts';

export type { UploadFolder };
export const UPLOAD_FOLDERS = Object.keys(uploadFolders) as UploadFolder[];

/** The resized copies of an image, named by prefix beside the original (SPEC §9: thumb_, medium_, large_). */
export const VARIANTS = [
  { name: 'thumb', maxWidth: 200 },
  { name: 'medium', maxWidth: 600 },
  { name: 'large', maxWidth: 1200 },
] as const;
export type VariantName = (typeof VARIANTS)[number]['name'];

/** What stored images are kept as (images.ts re-encodes every upload to one of these). */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/**
 * 128 random bits, as 26 lower-case base32 characters, in every new key: knowing who uploaded what and
 * when is not enough to guess an address (the millisecond and the name alone were).
 */
const KEY_RANDOM_BYTES = 16;
const KEY_RANDOM_PART = /^[a-z2-7]{26}$/;
const VARIANT_NAME = /^(?:thumb|medium|large)_(.+)\.webp$/;

/** Longest name the client may send; longer ones are not real file names. */
const MAX_ORIGINAL_NAME_LENGTH = 255;
/** Longest sanitised name kept in a key, extension included, so keys stay readable and well under path limits. */
const MAX_STORED_NAME_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;
const KEY_PATTERN = new RegExp(`^(?:${UPLOAD_FOLDERS.join('|')})/[a-z0-9][a-z0-9._-]*$`);

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === 'string' && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

/**
 * A file name made safe for a key: lower-case [a-z0-9._-], extension kept (or replaced by `extension`),
 * length capped. A name that tries to point elsewhere (separators, '..', control characters) is refused
 * rather than quietly repaired, and so is one with nothing left once sanitised. The checks run on the
 * NFKC form, where look-alikes such as '‥' and '／' have become the '..' and '/' they imitate.
 */
export function sanitiseFileName(originalName: string, extension?: string): string {
  const name = originalName.normalize('NFKC').trim();
  if (
    name.length === 0 ||
    name.length > MAX_ORIGINAL_NAME_LENGTH ||
    name.includes('/') ||
    name.includes('\\') ||
    name.includes('..') ||
    hasControlCharacter(name)
  ) {
    throw badRequest('uploadBadName');
  }
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = clean(hasExtension ? name.slice(0, dot) : name);
  const ownExtension = hasExtension ? name.slice(dot + 1) : '';
  const kept = clean(extension ?? ownExtension)
    .replaceAll(/[^a-z0-9]/g, '')
    .slice(0, MAX_EXTENSION_LENGTH);
  if (base.length === 0 && !hasExtension) throw badRequest('uploadBadName');
  // A real name in another script ('日本語.png') keeps its extension; the original name stays on the row.
  const safeBase = base || 'file';
  const suffix = kept ? `.${kept}` : '';
  const cappedBase = safeBase.slice(0, MAX_STORED_NAME_LENGTH - suffix.length).replace(/[._-]+$/, '');
  return `${cappedBase}${suffix}`;
}

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Letters lose their accents, runs of anything else become one '-', and no leading or trailing punctuation. */
function clean(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '')
    .replace(/[._-]+$/, '');
}

/**
 * `{folder}/{timestamp}_{random}_{name}` (SPEC §7's `{folder}/{timestamp}_{filename}`, with 128 random
 * bits before the readable name); the timestamp is milliseconds since the epoch. `extension` replaces the
 * name's own when the content turned out to be another type (a PNG named .jpg, a GIF stored as PNG), so a
 * key always says what it holds. `random` is for tests; anything else gets fresh random bits.
 */
export function makeStorageKey(
  folder: UploadFolder,
  originalName: string,
  now: Date,
  extension?: string,
  random: string = randomKeyPart(),
): string {
  if (!isUploadFolder(folder) || !KEY_RANDOM_PART.test(random)) throw badRequest('invalidInput');
  return `${folder}/${now.getTime()}_${random}_${sanitiseFileName(originalName, extension)}`;
}

/** The unguessable part of a new key. */
export function randomKeyPart(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(KEY_RANDOM_BYTES));
}

/** Whether a key has the shape the server makes: one known folder, then one sanitised name. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The keys of an original's WebP variants: `recipes/1700000000000_cake.png` → `recipes/thumb_1700000000000_cake.webp`. */
export function variantKeys(key: string): Record<VariantName, string> {
  const slash = key.lastIndexOf('/');
  const folder = key.slice(0, slash + 1);
  const name = key.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return {
    thumb: `${folder}thumb_${stem}.webp`,
    medium: `${folder}medium_${stem}.webp`,
    large: `${folder}large_${stem}.webp`,
  };
}

/**
 * The keys whose files decide who may fetch `key`: the key itself, or for a thumb_, medium_ or large_
 * variant, the original it was made from under each extension an image may be stored with.
 */
export function sourceKeys(key: string): string[] {
  const slash = key.lastIndexOf('/');
  const variant = VARIANT_NAME.exec(key.slice(slash + 1));
  if (!variant) return [key];
  return IMAGE_EXTENSIONS.map((extension) => `${key.slice(0, slash + 1)}${variant[1]}.${extension}`);
}

/** The name a download is offered under: the key's last part without its timestamp and random part. */
export function downloadName(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name.replace(/^(?:(?:thumb|medium|large)_)?\d+_(?:[a-z2-7]{26}_)?/, '');
}
