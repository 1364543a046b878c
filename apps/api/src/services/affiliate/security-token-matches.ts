import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a sent token with the stored one in constant time: both are hashed first, so neither the
 * contents nor the length of the secret shows in how long the comparison takes.
 */
export function securityTokenMatches(sent: string, stored: string): boolean {
  return timingSafeEqual(digest(sent), digest(stored));
}
