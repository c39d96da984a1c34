import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  makeImage,
  makeJpeg,
  makeXlsx,
  PHP_SCRIPT,
  pngWithHeader,
} from '../../../../tests/support/upload-fixtures.ts';
import { AppError } from '../../app-error.ts';
import { makeImageVariants, prepareImage, prepareUpload } from './images.ts';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

describe('prepareImage', () => {
  it('re-encodes a JPEG, applying its EXIF orientation and dropping the metadata', async () => {
    const upload = await makeJpeg(300, 200, 6);
    expect((await sharp(upload).metadata()).orientation).toBe(6);

    const prepared = await prepareImage(upload);

    expect(prepared).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', isImage: true });
    expect(prepared.body.equals(upload)).toBe(false);
    const stored = await sharp(prepared.body).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it.each([
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/png', 'png'],
    ['avif', 'image/webp', 'webp'],
  ] as const)('accepts %s, stored as %s', async (format, contentType, extension) => {
    const prepared = await prepareImage(await makeImage(format, 40, 30));
    expect(prepared).toMatchObject({ contentType, extension, isImage: true });
    expect(await sharp(prepared.body).metadata()).toMatchObject({ format: extension, width: 40, height: 30 });
  });

  it('refuses a PHP script named like an image, whatever the client claims', async () => {
    const error = await refusal(prepareUpload('recipes', PHP_SCRIPT));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', messageKey: 'uploadBadType' });
    expect(error.message).toBe('This type of file is not allowed.');
  });

  it('refuses a file that is no image, such as a spreadsheet in the recipes folder', async () => {
    expect((await refusal(prepareUpload('recipes', makeXlsx()))).messageKey).toBe('uploadBadType');
    expect((await refusal(prepareUpload('recipes', Buffer.from('a,b\n1,2\n')))).messageKey).toBe(
      'uploadBadType',
    );
  });

  it('refuses a 20000 x 20000 PNG from its header, before decoding it', async () => {
    const bomb = pngWithHeader(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await refusal(prepareUpload('recipes', bomb));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', messageKey: 'uploadImageTooLarge' });
    expect(error.message).toBe('The image is too large. Please upload an image under 25 megapixels.');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an image over the limit it is given, from its header, and names the limit', async () => {
    const image = await makeImage('png', 1000, 501);
    const error = await refusal(prepareUpload('recipes', image, { maxPixels: 500_000 }));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', messageKey: 'uploadImageTooLarge' });
    expect(error.message).toBe('The image is too large. Please upload an image under 0.5 megapixels.');
    expect(await prepareUpload('recipes', image, { maxPixels: 501_000 })).toMatchObject({ isImage: true });
  });

  it('refuses a corrupt image as unreadable', async () => {
    const corrupt = pngWithHeader(100, 100, deflateSync(Buffer.from('not pixels')));
    expect((await refusal(prepareUpload('recipes', corrupt))).messageKey).toBe('uploadUnreadable');
    const truncated = (await makeImage('png', 400, 400)).subarray(0, 60);
    expect((await refusal(prepareUpload('recipes', truncated))).messageKey).toBe('uploadUnreadable');
  });

  it('refuses an empty file as unreadable', async () => {
    expect((await refusal(prepareUpload('recipes', Buffer.alloc(0)))).messageKey).toBe('uploadUnreadable');
  });
});

describe('prepareUpload for the excel folder', () => {
  it('accepts an .xlsx workbook as it is', async () => {
    const workbook = makeXlsx();
    const prepared = await prepareUpload('excel', workbook);
    expect(prepared).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      isImage: false,
    });
    expect(prepared.body.equals(workbook)).toBe(true);
  });

  it('accepts UTF-8 CSV text', async () => {
    const csv = Buffer.from('name,energy\nCrème fraîche,1400\n');
    expect(await prepareUpload('excel', csv)).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      isImage: false,
    });
  });

  it('refuses text that is not UTF-8, or has NUL bytes, and images', async () => {
    expect(
      (await refusal(prepareUpload('excel', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])))).messageKey,
    ).toBe('uploadBadType');
    expect((await refusal(prepareUpload('excel', Buffer.from('a,b\u0000\n')))).messageKey).toBe(
      'uploadBadType',
    );
    expect((await refusal(prepareUpload('excel', await makeJpeg(10, 10)))).messageKey).toBe('uploadBadType');
  });
});

describe('makeImageVariants', () => {
  it('makes WebP copies at most 200, 600 and 1200 wide', async () => {
    const variants = await makeImageVariants(await makeJpeg(1600, 1000));
    const sizes = await Promise.all(
      variants.map(async (v) => ({ name: v.name, ...(await sharp(v.body).metadata()) })),
    );
    expect(sizes.map(({ name, format, width, height }) => ({ name, format, width, height }))).toEqual([
      { name: 'thumb', format: 'webp', width: 200, height: 125 },
      { name: 'medium', format: 'webp', width: 600, height: 375 },
      { name: 'large', format: 'webp', width: 1200, height: 750 },
    ]);
  });

  it('never enlarges a small image', async () => {
    const variants = await makeImageVariants(await makeJpeg(300, 100));
    const widths = await Promise.all(variants.map(async (v) => (await sharp(v.body).metadata()).width));
    expect(widths).toEqual([200, 300, 300]);
  });
});
