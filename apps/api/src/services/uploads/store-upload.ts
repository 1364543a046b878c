import { createHash } from 'node:crypto';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { EncodedImage } from './reencode-image.ts';

/**
 * Stores a re-encoded image under `uploads/<sha256>.<ext>` and returns that key, which is the file id
 * the client sends on with its form. The same picture uploaded twice is stored once.
 */
export async function storeUpload(storage: FileStorage, image: EncodedImage): Promise<string> {
  const sha = createHash('sha256').update(image.bytes).digest('hex');
  const key = `uploads/${sha}.${image.extension}`;
  await storage.put(key, image.bytes, image.contentType);
  return key;
}
