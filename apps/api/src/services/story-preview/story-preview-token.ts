import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A story preview link's token (docs/editorial-admin.md): `<story id>.<expiry>.<HMAC-SHA256 of both>`.
 * Whoever holds it sees that story's current text, draft or not, until it expires; nobody else does.
 */

/** How long a preview link works: long enough to send it round for review. */
export const STORY_PREVIEW_SECONDS = 7 * 24 * 60 * 60;

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Uint8Array, storyId: number, expiry: number): Buffer {
  return createHmac('sha256', key).update(`story-preview:${storyId}:${expiry}`).digest();
}

export function signStoryPreview(key: Uint8Array, storyId: number, expiry: number): string {
  return `${storyId}.${expiry}.${mac(key, storyId, expiry).toString('base64url')}`;
}

/** The story id a token opens, or null when it is malformed, forged or expired at `now`. */
export function verifyStoryPreview(key: Uint8Array, token: string, now: Date): number | null {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const storyId = Number(match[1]);
  const expiry = Number(match[2]);
  if (expiry * 1000 <= now.getTime()) return null;
  const given = Buffer.from(match[3], 'base64url');
  const expected = mac(key, storyId, expiry);
  return given.length === expected.length && timingSafeEqual(given, expected) ? storyId : null;
}
