import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FontFileAddress } from '../font-subsets/font-subset-address.ts';

/**
 * Signed access to the previews of a family in development (docs/font-previews.md): browsers send
 * no cookie with a cross-origin `@font-face` request, so the URLs handed to a viewer who may see the
 * family carry `?access=<expiry>.<HMAC-SHA256 of address and expiry>` instead.
 */

/** The query parameter that carries the token. */
export const PREVIEW_ACCESS_PARAM = 'access';

// Expiries are rounded up to a window's end, so a viewer's URLs stay the same (and cacheable) for
// the whole window; the next window is added so a token handed out just before a boundary still
// lasts at least one window.
const WINDOW_SECONDS = 6 * 60 * 60;
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The expiry (Unix seconds) of tokens handed out at `now`: between one and two windows away. */
export function previewAccessExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return (Math.floor(seconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
}

function mac(key: Uint8Array, address: FontFileAddress, expiry: number): Buffer {
  return createHmac('sha256', key).update(`font-preview:${address}:${expiry}`).digest();
}

/** The token for the previews of one font file, valid until `expiry` (Unix seconds). */
export function signPreviewAccess(key: Uint8Array, address: FontFileAddress, expiry: number): string {
  return `${expiry}.${mac(key, address, expiry).toString('base64url')}`;
}

/** True when `token` was signed with `key` for this font file and has not expired at `now`. */
export function verifyPreviewAccess(
  key: Uint8Array,
  address: FontFileAddress,
  token: string | null,
  now: Date,
): boolean {
  const match = token ? TOKEN.exec(token) : null;
  if (!match?.[1] || !match[2]) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(key, address, expiry);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
