/** Limits for the plain-HTTP uploads (feedback images, fonts-in-use pictures). */
export const UPLOAD_LIMITS = {
  /** The whole multipart body; larger requests are refused with 413 before they are parsed. */
  maxRequestBytes: 10 * 1024 * 1024,
  /** One file; a photo straight from a phone camera fits. */
  maxFileBytes: 8 * 1024 * 1024,
  maxFiles: 10,
  /** Longest side after re-encoding; larger images are scaled down. */
  maxDimension: 4000,
  /** Decoded pixels a file may claim (a decompression bomb is refused before it is decoded). */
  maxInputPixels: 50_000_000,
} as const;
