import { isUtf8 } from 'node:buffer';
import type { Sharp } from 'sharp';
import { AppError, badRequest } from '../../app-error.ts';
import { UPLOAD_MAX_MEGAPIXELS_CEILING } from '../../config.ts';
import { loadFileType, loadJSZip, loadSharp } from '../../lazy-packages.ts';
import { atMost } from './at-most.ts';
import { VARIANTS, type ImageExtension, type UploadFolder, type VariantName } from './keys.ts';

/** What an upload's image may be; the app passes UPLOAD_MAX_MEGAPIXELS (config.uploadMaxPixels). */
export interface ImageLimits {
  /** Larger images (width x height) are refused before they are decoded. */
  maxPixels: number;
}

/** UPLOAD_MAX_MEGAPIXELS's default: more than a 24 MP camera's photos, and a quarter of what decoding a 100 MP one takes. */
const DEFAULT_LIMITS: ImageLimits = { maxPixels: 25_000_000 };

/**
 * Stored images (their thumbnails, their copies in PDFs) are decoded up to the highest limit an upload may
 * have had; a file larger than that is in storage by no upload and is not decoded.
 */
export const STORED_IMAGE_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS_CEILING * 1_000_000;

/**
 * Images decoded at once in this process (uploads and thumbnails); the others wait their turn. Decoding
 * holds the pixels in memory: eight 25-megapixel uploads at once took a process from 200 to 730 MB RSS,
 * two at a time to 540 MB, and were done sooner (5 s against 8 s), sharp's threads keeping both cores busy.
 */
export const decodingSlot = atMost(2);
const VARIANT_WEBP_QUALITY = 80;

/** A file that passed the checks, in the form it is stored. */
export interface PreparedFile {
  body: Buffer;
  contentType: string;
  /** The extension of what `body` really is, used in the storage key. */
  extension: string;
  /** Images get thumb_, medium_ and large_ variants. */
  isImage: boolean;
}

type ImageOutput = 'jpeg' | 'png' | 'webp';

/**
 * Accepted image types and what each is stored as. GIF keeps only its first frame, as lossless PNG;
 * AVIF becomes WebP because encoding AVIF at tens of megapixels takes seconds of CPU per upload.
 */
const IMAGE_INPUTS: Record<string, ImageOutput> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'png',
  'image/avif': 'webp',
};

const IMAGE_OUTPUTS: Record<ImageOutput, { contentType: string; extension: ImageExtension }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const ZIP_CONTENT_TYPE = 'application/zip';
const JSON_LD_CONTENT_TYPE = 'application/ld+json';

const INLINE_CONTENT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Whether browsers may show a stored file in the page; anything else is offered as a download. */
export function isImageContentType(contentType: string): boolean {
  return INLINE_CONTENT_TYPES.has(contentType);
}

async function fileTypeOf(data: Buffer) {
  return (await loadFileType()).fileTypeFromBuffer(data);
}

const badType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadBadType');
const unreadable = () => badRequest('uploadUnreadable');

/**
 * Checks an upload by its bytes, never by its name or the client's Content-Type, and returns what to
 * store: spreadsheets for the excel folder, images (re-encoded) everywhere else.
 */
export async function prepareUpload(
  folder: UploadFolder,
  data: Buffer,
  limits: ImageLimits = DEFAULT_LIMITS,
): Promise<PreparedFile> {
  if (data.length === 0) throw unreadable();
  if (folder === 'excel') return prepareSpreadsheet(data);
  if (folder === 'recipe-imports') return prepareRecipeFile(data);
  return prepareImage(data, limits);
}

/**
 * Decodes and re-encodes the image, so what is stored is pixels sharp produced: no smuggled payloads
 * after the image data, no EXIF (location) metadata, and the EXIF orientation applied.
 */
export async function prepareImage(
  data: Buffer,
  { maxPixels }: ImageLimits = DEFAULT_LIMITS,
): Promise<PreparedFile> {
  const type = await fileTypeOf(data);
  const output = type ? IMAGE_INPUTS[type.mime] : undefined;
  if (!output) throw badType();

  // The header's dimensions are checked before any pixel is decoded: a small file can claim to be huge.
  // Reading the header decodes nothing, so it runs unlimited, and an oversized image gets its own message.
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'uploadImageTooLarge', {
      megapixels: Number((maxPixels / 1_000_000).toFixed(2)),
    });
  }

  let body: Buffer;
  try {
    // sharp checks again as it decodes: a header that lied about its size is still stopped.
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
    body = await decodingSlot(() => encode(image, output).toBuffer());
  } catch {
    throw unreadable();
  }
  return { body, ...IMAGE_OUTPUTS[output], isImage: true };
}

function encode(image: Sharp, output: ImageOutput): Sharp {
  switch (output) {
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 90 });
  }
}

/**
 * An .xlsx workbook (a zip whose content says spreadsheet), a plain .zip (USDA publishes SR28's text
 * files zipped, and they are not UTF-8), or CSV text that is valid UTF-8.
 */
async function prepareSpreadsheet(data: Buffer): Promise<PreparedFile> {
  const type = await fileTypeOf(data);
  if (type?.ext === 'xlsx' || (type?.ext === 'zip' && (await isWorkbookZip(data))))
    return { body: data, contentType: XLSX_CONTENT_TYPE, extension: 'xlsx', isImage: false };
  if (type?.ext === 'zip')
    return { body: data, contentType: ZIP_CONTENT_TYPE, extension: 'zip', isImage: false };
  if (type === undefined && !data.includes(0) && isUtf8(data)) {
    return { body: data, contentType: CSV_CONTENT_TYPE, extension: 'csv', isImage: false };
  }
  throw badType();
}

/**
 * Import recipes: an .xlsx workbook (the recipe template), or JSON text (schema.org JSON-LD, .json or
 * .jsonld) that is valid UTF-8 and parses. What is in it is the import's to judge.
 */
async function prepareRecipeFile(data: Buffer): Promise<PreparedFile> {
  const type = await fileTypeOf(data);
  if (type?.ext === 'xlsx' || (type?.ext === 'zip' && (await isWorkbookZip(data))))
    return { body: data, contentType: XLSX_CONTENT_TYPE, extension: 'xlsx', isImage: false };
  if (type === undefined && !data.includes(0) && isUtf8(data)) {
    try {
      JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      throw badType();
    }
    return { body: data, contentType: JSON_LD_CONTENT_TYPE, extension: 'json', isImage: false };
  }
  throw badType();
}

/**
 * file-type knows a workbook only when its first zip entries say so; Excel writes them in another order
 * (the FSANZ AFCD workbook starts with `_rels/.rels`), so a zip holding `xl/workbook.xml` is a workbook too.
 * Only the zip's directory is read, nothing is inflated.
 */
async function isWorkbookZip(data: Buffer): Promise<boolean> {
  const JSZip = await loadJSZip();
  try {
    return (await JSZip.loadAsync(data)).file('xl/workbook.xml') !== null;
  } catch {
    throw unreadable();
  }
}

export interface ImageVariant {
  name: VariantName;
  body: Buffer;
}

/** The thumb, medium and large WebP copies of a stored image, each at most its width and never upscaled. */
export async function makeImageVariants(original: Buffer): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const image = sharp(original, { limitInputPixels: STORED_IMAGE_MAX_PIXELS });
  return decodingSlot(() =>
    Promise.all(
      VARIANTS.map(async ({ name, maxWidth }) => ({
        name,
        body: await image
          .clone()
          .resize({ width: maxWidth, withoutEnlargement: true })
          .webp({ quality: VARIANT_WEBP_QUALITY })
          .toBuffer(),
      })),
    ),
  );
}
