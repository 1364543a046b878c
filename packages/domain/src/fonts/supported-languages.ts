/** A language a font can set: its CLDR code and its English name. */
export interface Language {
  code: string;
  name: string;
}

/** A language with the code points its main CLDR exemplar set needs (strings flattened, sorted). */
export interface LanguageExemplars extends Language {
  codePoints: readonly number[];
}

/**
 * Format characters (ZWNJ, ZWJ, directional marks …) that exemplar sets list but fonts need not map:
 * shapers handle them without a glyph, so they never decide support.
 */
export function isIgnorableForSupport(codePoint: number): boolean {
  return (
    codePoint === 0x00ad ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2060 && codePoint <= 0x2064) ||
    codePoint === 0xfeff
  );
}

/**
 * The languages whose every required exemplar code point is in `codePoints`, in the table's order.
 * A language with no required code point (an empty set) is never listed: nothing shows it is covered.
 */
export function supportedLanguages(
  codePoints: ReadonlySet<number>,
  table: readonly LanguageExemplars[],
): Language[] {
  const supported: Language[] = [];
  for (const language of table) {
    const required = language.codePoints.filter((codePoint) => !isIgnorableForSupport(codePoint));
    if (required.length === 0) continue;
    if (required.every((codePoint) => codePoints.has(codePoint)))
      supported.push({ code: language.code, name: language.name });
  }
  return supported;
}

/**
 * The code points every one of the given sets has: what a family supports in all its styles. No set
 * at all gives the empty set.
 */
export function commonCodePoints(sets: readonly (readonly number[])[]): Set<number> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  const common = new Set(first);
  for (const set of rest) {
    const members = new Set(set);
    for (const codePoint of common) if (!members.has(codePoint)) common.delete(codePoint);
  }
  return common;
}
