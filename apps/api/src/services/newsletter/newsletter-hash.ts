import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new confirm/unsubscribe hash for the mail links: 32 random bytes, base64url. */
export function generateNewsletterHash(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a hash: its SHA-256, so a leaked table confirms nobody. */
export function digestNewsletterHash(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

/** Whether a hash from a link matches the stored digest, compared in constant time. */
export function newsletterHashMatches(hash: string, storedDigest: string): boolean {
  const given = Buffer.from(digestNewsletterHash(hash), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
