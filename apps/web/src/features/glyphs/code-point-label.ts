/** A code point as Unicode writes it: U+0041, U+1F600; null for unencoded glyphs. */
export function codePointLabel(codePoint: number | null | undefined): string | null {
  if (codePoint === null || codePoint === undefined || !Number.isInteger(codePoint) || codePoint < 0)
    return null;
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
