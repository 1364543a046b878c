/** Longest VAT number the shop accepts as typed (the longest EU number is 14 characters with prefix). */
export const VAT_NUMBER_MAX_LENGTH = 20;

/**
 * The number VIES expects: upper case, without spaces, dots, dashes or slashes, and without the
 * country prefix a buyer often types (the VAT prefix, e.g. EL for Greece, or the ISO code GR).
 */
export function normalizeVatNumber(raw: string, prefixes: readonly string[]): string {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  for (const prefix of prefixes) {
    if (prefix && compact.startsWith(prefix) && compact.length > prefix.length)
      return compact.slice(prefix.length);
  }
  return compact;
}
