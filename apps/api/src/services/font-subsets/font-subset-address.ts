import { FONT_SUBSETS_VERSION } from '@foundry/domain/fonts/font-subsets';
import { isPreviewSubsetId } from '@foundry/domain/fonts/preview-subsets';

/** The 24 hex digits of a font file's SHA-256 that its content-addressed storage key carries. */
export type FontFileAddress = string;

const STORED_FONT_KEY = /^fonts\/([0-9a-f]{24})\.(?:woff2|woff|ttf|otf)$/;
const SUBSET_PATH = /^\/fonts\/subsets\/v(\d{1,4})\/([0-9a-f]{24})\/([a-z0-9-]{1,32})\.woff2$/;

/** The formats storeFontFile may keep a font in: its key is `fonts/<address>.<format>`. */
const STORED_FORMATS = ['woff2', 'woff', 'ttf', 'otf'] as const;

/** The content address in a storage key written by storeFontFile, or null for any other key. */
export function fontFileAddressOf(storageKey: string): FontFileAddress | null {
  return STORED_FONT_KEY.exec(storageKey)?.[1] ?? null;
}

/** The storage keys a font file with this address may have (one per stored format). */
export function storageKeysOfAddress(address: FontFileAddress): string[] {
  return STORED_FORMATS.map((format) => `fonts/${address}.${format}`);
}

/** The route's path of one preview subset: `/fonts/subsets/v2/<address>/<subset id>.woff2`. */
export function fontSubsetPath(address: FontFileAddress, subsetId: string): string {
  return `/fonts/subsets/v${FONT_SUBSETS_VERSION}/${address}/${subsetId}.woff2`;
}

/** Where a cut subset is kept: derived from the file, the subset and the version of the ranges. */
export function fontSubsetStorageKey(address: FontFileAddress, subsetId: string): string {
  return `font-subsets/v${FONT_SUBSETS_VERSION}/${address}/${subsetId}.woff2`;
}

/** The file and subset a request path names; null unless it is a current, known subset's path. */
export function parseFontSubsetPath(pathname: string): { address: FontFileAddress; subsetId: string } | null {
  const match = SUBSET_PATH.exec(pathname);
  if (!match?.[2] || !match[3] || Number(match[1]) !== FONT_SUBSETS_VERSION) return null;
  if (!isPreviewSubsetId(match[3])) return null;
  return { address: match[2], subsetId: match[3] };
}
