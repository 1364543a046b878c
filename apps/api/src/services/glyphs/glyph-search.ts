/** What a glyph is searched by: its name and the code points the character map gives it. */
export interface SearchableGlyph {
  name: string;
  codePoints: readonly number[];
}

/** Longer searches are cut to this: no glyph name is longer. */
export const GLYPH_SEARCH_MAX_LENGTH = 100;

const UNICODE_NOTATION = /^u\+([0-9a-f]{1,6})$/i;
const BARE_HEX = /^[0-9a-f]{4,6}$/i;

/**
 * A test for the glyphs a search finds (docs/family-page.md): 'U+00C4' is that code point; a bare
 * '00C4' is that code point or a name containing it; one character ('Ä') is its code point or a
 * glyph of exactly that name; anything else is a name containing it, in any case ('adieresis',
 * an icon's 'alarm-fill'). Null for an empty search, which finds every glyph.
 */
export function glyphSearchMatcher(
  search: string | null | undefined,
): ((glyph: SearchableGlyph) => boolean) | null {
  const query = search?.trim().slice(0, GLYPH_SEARCH_MAX_LENGTH) ?? '';
  if (query === '') return null;
  const lowered = query.toLowerCase();
  const nameContains = (glyph: SearchableGlyph) => glyph.name.toLowerCase().includes(lowered);
  const notation = UNICODE_NOTATION.exec(query);
  if (notation) {
    const codePoint = Number.parseInt(notation[1] as string, 16);
    return (glyph) => glyph.codePoints.includes(codePoint);
  }
  if (BARE_HEX.test(query)) {
    const codePoint = Number.parseInt(query, 16);
    return (glyph) => glyph.codePoints.includes(codePoint) || nameContains(glyph);
  }
  const characters = [...query];
  if (characters.length === 1) {
    const codePoint = query.codePointAt(0) as number;
    return (glyph) => glyph.codePoints.includes(codePoint) || glyph.name === query;
  }
  return nameContains;
}
