import { loadSharp } from '../../lazy-packages.ts';
import { STORED_IMAGE_MAX_PIXELS } from '../storage/images.ts';

/** Widest an embedded photo or logo needs to be (points at ~150 dpi for a half-page picture). */
const MAX_WIDTH = 600;

/**
 * An image as PDFs embed it (pdfkit takes JPEG and PNG only): stored WebP variants and anything else
 * sharp reads become a JPEG no wider than needed (a PNG when it has transparency, as logos often do).
 * Null when the bytes are not an image.
 */
export async function pdfImage(data: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: STORED_IMAGE_MAX_PIXELS }).rotate();
    const meta = await image.metadata();
    const resized = image.resize({ width: MAX_WIDTH, withoutEnlargement: true });
    return meta.hasAlpha
      ? await resized.png({ compressionLevel: 6 }).toBuffer()
      : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}
