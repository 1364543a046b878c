import { loadSharp } from './load-sharp.ts';
import type { ImageType } from './sniff-image-type.ts';
import { UPLOAD_LIMITS } from './upload-limits.ts';

export interface EncodedImage {
  bytes: Uint8Array;
  extension: 'png' | 'jpg' | 'webp';
  contentType: string;
}

/** Thrown when bytes that look like an image cannot be decoded (truncated, corrupt, too many pixels). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Decodes and encodes the image again: what is stored is pixels we produced, not the sender's file,
 * so metadata (EXIF location, camera serials, comments) is dropped and a polyglot file loses its
 * payload. Orientation is applied first, because dropping EXIF would otherwise turn photos sideways.
 * PNG stays lossless PNG, JPEG stays JPEG; GIF and WebP (possibly animated) become WebP.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<EncodedImage> {
  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
  try {
    let pipeline = sharp(bytes, {
      animated,
      failOn: 'error',
      limitInputPixels: UPLOAD_LIMITS.maxInputPixels,
    });
    if (!animated) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize({
      width: UPLOAD_LIMITS.maxDimension,
      height: UPLOAD_LIMITS.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (type === 'png') {
      return { bytes: await pipeline.png().toBuffer(), extension: 'png', contentType: 'image/png' };
    }
    if (type === 'jpeg') {
      return {
        bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
        extension: 'jpg',
        contentType: 'image/jpeg',
      };
    }
    const webp = type === 'gif' ? pipeline.webp({ lossless: true }) : pipeline.webp({ quality: 85 });
    return { bytes: await webp.toBuffer(), extension: 'webp', contentType: 'image/webp' };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
