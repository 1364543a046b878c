import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares an order's (or a download's) public hash in constant time: both sides are hashed first,
 * so neither the length nor the first differing character shows in the timing.
 */
export function publicHashMatches(given: string | null | undefined, stored: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 256) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}
