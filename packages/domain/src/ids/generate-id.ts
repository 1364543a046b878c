import { GENERATED_ID_ALPHABET, GENERATED_ID_LENGTH } from '../constants/site.ts';

/**
 * A random URL-safe id (10 characters of A–Z a–z 0–9 - _) for client-side keys. The alphabet has 64
 * characters, so masking a random byte to 6 bits picks each one with equal chance.
 */
export function generateId(length: number = GENERATED_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += GENERATED_ID_ALPHABET[byte & 63];
  return id;
}
