import { type GlyphSources, loadStyleGlyphFont } from './load-style-glyph-font.ts';

export interface GlyphCategoryCount {
  name: string;
  count: number;
}

/** The non-empty glyph categories of a style in their stable order, each with its glyph count. */
export async function readGlyphsCategories(
  sources: GlyphSources,
  styleID: string | number,
): Promise<GlyphCategoryCount[]> {
  const font = await loadStyleGlyphFont(sources, styleID);
  // byCategory was filled in grid order, so its keys already follow GLYPH_CATEGORIES.
  return [...font.byCategory].map(([name, glyphs]) => ({ name, count: glyphs.length }));
}
