import {
  type GlyphCategory,
  glyphCategoryOf,
  glyphCategoryRank,
} from '@foundry/domain/glyphs/glyph-category';
import { type DrawingFont, openFontForDrawing } from '../drawing/open-font-for-drawing.ts';

/** One glyph of a font as the grid lists it; outlines are drawn only for the page asked for. */
export interface GlyphEntry {
  /** The glyph id in the font. */
  id: number;
  name: string;
  /** The code points the cmap maps to this glyph, ascending; empty for unencoded glyphs. */
  codePoints: number[];
  category: GlyphCategory;
}

/** A parsed font with its glyphs grouped for the grid. Immutable once built, so it can be cached. */
export interface GlyphFont {
  font: DrawingFont;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** Every glyph, each once: by category order, then lowest code point, then glyph id. */
  glyphs: GlyphEntry[];
  byCategory: Map<GlyphCategory, GlyphEntry[]>;
}

type VariableFont = DrawingFont & {
  fvar?: unknown;
  getVariation(location: Record<string, number>): DrawingFont;
};

/**
 * Opens font bytes (WOFF2 is unpacked first, see openFontForDrawing) and, for a named instance of a
 * variable font, moves to the instance's axis location so its outlines are the instance's own.
 */
export async function openGlyphFont(
  bytes: Uint8Array,
  location: Record<string, number> | null,
): Promise<GlyphFont> {
  const base = (await openFontForDrawing(bytes)) as VariableFont;
  const font = base.fvar && location && Object.keys(location).length > 0 ? base.getVariation(location) : base;
  const glyphs = listGlyphs(font);
  const byCategory = new Map<GlyphCategory, GlyphEntry[]>();
  for (const glyph of glyphs) {
    const list = byCategory.get(glyph.category);
    if (list) list.push(glyph);
    else byCategory.set(glyph.category, [glyph]);
  }
  return {
    font,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    glyphs,
    byCategory,
  };
}

function listGlyphs(font: DrawingFont): GlyphEntry[] {
  const codePointsByGlyph = new Map<number, number[]>();
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    const id = font.glyphForCodePoint(codePoint).id;
    const list = codePointsByGlyph.get(id);
    if (list) list.push(codePoint);
    else codePointsByGlyph.set(id, [codePoint]);
  }
  const glyphs: GlyphEntry[] = [];
  for (let id = 0; id < font.numGlyphs; id += 1) {
    const codePoints = codePointsByGlyph.get(id) ?? [];
    const first = codePoints[0] ?? null;
    glyphs.push({ id, name: glyphName(font, id, first), codePoints, category: glyphCategoryOf(first) });
  }
  return glyphs.sort(
    (a, b) =>
      glyphCategoryRank(a.category) - glyphCategoryRank(b.category) ||
      (a.codePoints[0] ?? Number.MAX_SAFE_INTEGER) - (b.codePoints[0] ?? Number.MAX_SAFE_INTEGER) ||
      a.id - b.id,
  );
}

/** The post table's name; fonts without names get the AGL-style 'uniXXXX', or 'glyphN'. */
function glyphName(font: DrawingFont, id: number, codePoint: number | null): string {
  const name = font.getGlyph(id).name;
  if (typeof name === 'string' && name !== '') return name;
  if (codePoint === null) return `glyph${id}`;
  const hex = codePoint.toString(16).toUpperCase();
  return codePoint > 0xffff ? `u${hex}` : `uni${hex.padStart(4, '0')}`;
}
