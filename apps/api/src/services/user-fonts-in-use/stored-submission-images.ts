import type { StoredImage } from '@foundry/db';
import type { Metadata } from 'sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { loadSharp } from '../uploads/load-sharp.ts';

// The upload route re-encodes every image to one of these (services/uploads/reencode-image.ts).
const STORED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The images of a submission as they are stored: each key must still hold an image in storage
 * (the upload route put it there), whose size is read for the page's layout. Null when any is
 * missing or not an image: the client must upload it again.
 */
export async function storedSubmissionImages(
  storage: FileStorage,
  keys: readonly string[],
  title: string,
): Promise<StoredImage[] | null> {
  const images: StoredImage[] = [];
  const sharp = await loadSharp();
  for (const [index, key] of keys.entries()) {
    const bytes = await storage.get(key);
    if (bytes === null) return null;
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch {
      return null;
    }
    if (!metadata.format || !STORED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
      return null;
    const alt = keys.length === 1 ? title : `${title} (${index + 1} of ${keys.length})`;
    images.push({ key, width: metadata.width, height: metadata.height, alt });
  }
  return images;
}
