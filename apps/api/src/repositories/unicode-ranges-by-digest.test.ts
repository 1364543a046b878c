import { describe, expect, it } from 'vitest';
import { createUnicodeRangesByDigest, type StyleText } from './unicode-ranges-by-digest.ts';

function storedTexts(texts: Record<number, { text: string; digest: string }>) {
  const asked: number[][] = [];
  const load = async (ids: number[]): Promise<StyleText[]> => {
    asked.push(ids);
    return ids.flatMap((id) => {
      const stored = texts[id];
      return stored ? [{ id, unicodeRanges: stored.text, unicodeRangesDigest: stored.digest }] : [];
    });
  };
  return { asked, load };
}

describe('unicode-range texts by digest', () => {
  it('loads the texts of digests not seen yet, once, and fills every row', async () => {
    const stored = storedTexts({
      1: { text: 'U+0020-007E', digest: 'a' },
      2: { text: 'U+0400-045F', digest: 'b' },
    });
    const withUnicodeRanges = createUnicodeRangesByDigest(stored.load);
    const first = await withUnicodeRanges([
      { id: 1, unicodeRangesDigest: 'a' },
      { id: 2, unicodeRangesDigest: 'b' },
    ]);
    expect(first.map((row) => row.unicodeRanges)).toEqual(['U+0020-007E', 'U+0400-045F']);
    // Another style with a text already seen costs no statement.
    const second = await withUnicodeRanges([
      { id: 3, unicodeRangesDigest: 'a' },
      { id: 2, unicodeRangesDigest: 'b' },
    ]);
    expect(second.map((row) => row.unicodeRanges)).toEqual(['U+0020-007E', 'U+0400-045F']);
    expect(stored.asked).toEqual([[1, 2]]);
  });

  it('loads a changed text: a new digest is never answered with the old text', async () => {
    const texts = { 1: { text: 'U+0020-007E', digest: 'a' } };
    const stored = storedTexts(texts);
    const withUnicodeRanges = createUnicodeRangesByDigest(stored.load);
    await withUnicodeRanges([{ id: 1, unicodeRangesDigest: 'a' }]);
    texts[1] = { text: 'U+0041-005A', digest: 'c' };
    const [changed] = await withUnicodeRanges([{ id: 1, unicodeRangesDigest: 'c' }]);
    expect(changed?.unicodeRanges).toBe('U+0041-005A');
    expect(stored.asked).toEqual([[1], [1]]);
  });

  it('forgets the least recently used texts beyond its capacity', async () => {
    const stored = storedTexts({ 1: { text: 'one', digest: 'a' }, 2: { text: 'two', digest: 'b' } });
    const withUnicodeRanges = createUnicodeRangesByDigest(stored.load, 1);
    await withUnicodeRanges([{ id: 1, unicodeRangesDigest: 'a' }]);
    await withUnicodeRanges([{ id: 2, unicodeRangesDigest: 'b' }]);
    const [again] = await withUnicodeRanges([{ id: 1, unicodeRangesDigest: 'a' }]);
    expect(again?.unicodeRanges).toBe('one');
    expect(stored.asked).toEqual([[1], [2], [1]]);
  });
});
