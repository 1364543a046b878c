const MEGABYTE = 1024 * 1024;

/** What one family upload may hold (docs/family-admin.md). */
export const FAMILY_UPLOAD_LIMITS = {
  maxFiles: 40,
  maxFileBytes: 20 * MEGABYTE,
  maxTotalBytes: 100 * MEGABYTE,
  /** A licence text (LICENSE.txt, OFL.txt) is small. */
  maxLicenceBytes: 200 * 1024,
} as const;

export const megabytes = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MB`;
