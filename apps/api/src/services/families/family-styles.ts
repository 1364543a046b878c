import type { FamilyEncodingRow, StyleRow } from '../../repositories/family-repository.ts';

/** The styles drawn for the encoding shown; all styles when the family names no encoding. */
export function shownStyles(styles: StyleRow[], encodingId: number | null): StyleRow[] {
  return encodingId === null ? styles : styles.filter((style) => style.encodingId === encodingId);
}

/**
 * The style a family is previewed in: the one its encoding names, else the upright regular, else
 * the first style.
 */
export function defaultStyle(
  styles: StyleRow[],
  familyEncoding: FamilyEncodingRow | undefined,
): StyleRow | null {
  const named = styles.find((style) => style.id === familyEncoding?.defaultStyleId);
  return named ?? styles.find((style) => style.weight === 400 && !style.italic) ?? styles[0] ?? null;
}
