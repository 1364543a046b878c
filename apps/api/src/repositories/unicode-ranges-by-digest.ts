import { createLruCache } from '../lib/lru-cache.ts';

/** A style row as a hot statement reads it: the digest of its unicode-range text, not the text. */
interface DigestedStyle {
  id: number;
  /** styles.unicode_ranges_digest: md5 of the text, kept by PostgreSQL on every write. */
  unicodeRangesDigest: string;
}

export interface StyleText {
  id: number;
  unicodeRanges: string;
  unicodeRangesDigest: string;
}

/**
 * Styles' unicode-range texts by digest, kept across requests. A page of families read every style's
 * text (136 × 1.8 KB) on every request, where only a preview plan's first computation needs it
 * (docs/performance.md): the hot statement reads the 32-character digest, and the texts of digests not
 * seen yet are loaded in one statement. A changed text has a new digest, so it is never served stale;
 * each distinct text is one string, which the preview plan cache compares at the cost of a pointer.
 */
export function createUnicodeRangesByDigest(
  loadTexts: (styleIds: number[]) => Promise<StyleText[]>,
  capacity = 1024,
) {
  const texts = createLruCache<string>(capacity);
  return async function withUnicodeRanges<Row extends DigestedStyle>(
    rows: Row[],
  ): Promise<(Row & { unicodeRanges: string })[]> {
    const filled = rows as (Row & { unicodeRanges: string })[];
    const missing: Row[] = [];
    for (const row of filled) {
      const text = texts.get(row.unicodeRangesDigest);
      if (text === undefined) missing.push(row);
      else row.unicodeRanges = text;
    }
    if (missing.length === 0) return filled;
    // The text as it is now, under its own digest: a write between the two statements is not mixed up.
    const loaded = new Map<number, string>();
    for (const style of await loadTexts([...new Set(missing.map((row) => row.id))])) {
      texts.set(style.unicodeRangesDigest, style.unicodeRanges);
      loaded.set(style.id, style.unicodeRanges);
    }
    for (const row of missing as (Row & { unicodeRanges: string })[])
      row.unicodeRanges = loaded.get(row.id) ?? '';
    return filled;
  };
}
