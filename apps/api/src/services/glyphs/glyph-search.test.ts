import { describe, expect, it } from 'vitest';
import { glyphSearchMatcher, type SearchableGlyph } from './glyph-search.ts';

const glyphs: SearchableGlyph[] = [
  { name: 'A', codePoints: [0x41] },
  { name: 'a', codePoints: [0x61] },
  { name: 'Adieresis', codePoints: [0xc4] },
  { name: 'adieresis', codePoints: [0xe4] },
  { name: 'uni0041.alt', codePoints: [] },
  { name: 'face', codePoints: [] },
  { name: 'f_i', codePoints: [] },
];

const found = (search: string) => {
  const matches = glyphSearchMatcher(search);
  return matches ? glyphs.filter(matches).map((glyph) => glyph.name) : 'all';
};

describe('glyphSearchMatcher', () => {
  it('finds a glyph by its code point in U+ notation, in any case, and nothing else', () => {
    expect(found('U+0041')).toEqual(['A']);
    expect(found('u+c4')).toEqual(['Adieresis']);
  });

  it('takes four to six hex digits as a code point or as part of a name', () => {
    expect(found('0041')).toEqual(['A', 'uni0041.alt']);
    expect(found('00E4')).toEqual(['adieresis']);
    expect(found('face')).toEqual(['face']);
  });

  it('takes one character as that character, not every name containing the letter', () => {
    expect(found('A')).toEqual(['A']);
    expect(found('a')).toEqual(['a']);
    expect(found('Ä')).toEqual(['Adieresis']);
  });

  it('finds names containing the search in any case', () => {
    expect(found('adieresis')).toEqual(['Adieresis', 'adieresis']);
    expect(found(' f_ ')).toEqual(['f_i']);
  });

  it('finds every glyph for an empty search', () => {
    expect(found('')).toBe('all');
    expect(found('   ')).toBe('all');
    expect(glyphSearchMatcher(null)).toBeNull();
  });
});
