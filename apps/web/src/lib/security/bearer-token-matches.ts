import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization: Bearer …` header carries the expected token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerTokenMatches(authorization: string | null, expected: string): boolean {
  if (!authorization || !expected) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return false;
  const given = createHash('sha256').update(match[1]).digest();
  const wanted = createHash('sha256').update(expected).digest();
  return timingSafeEqual(given, wanted);
}
