import { fileTypeFromBuffer } from 'file-type';

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

const IMAGE_TYPES: Record<string, ImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface SniffResult {
  /** The accepted image type, or null when the bytes are something else. */
  image: ImageType | null;
  /** What the bytes really are (e.g. `application/x-elf`), for the refusal message; null when unknown. */
  detectedMime: string | null;
}

/**
 * The type read from the file's magic numbers. The name and the Content-Type the client sent are
 * ignored on purpose: both are chosen by the sender, so a renamed executable would pass them.
 */
export async function sniffImageType(bytes: Uint8Array): Promise<SniffResult> {
  const detected = await fileTypeFromBuffer(bytes);
  const detectedMime = detected?.mime ?? null;
  return { image: detectedMime ? (IMAGE_TYPES[detectedMime] ?? null) : null, detectedMime };
}
