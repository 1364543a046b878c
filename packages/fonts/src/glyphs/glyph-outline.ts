import type { GlyphEntry, GlyphFont } from './glyph-font.ts';

/** A glyph ready to draw: `<svg viewBox={viewBox}><path d={path} /></svg>`. */
export interface GlyphView extends GlyphEntry {
  advanceWidth: number;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** SVG path data in font units, y pointing down with the baseline at y = 0. */
  path: string;
  /** `minX minY width height`: from the ascender to the descender, across the advance and the ink. */
  viewBox: string;
}

/**
 * Draws one glyph. Fonts measure y upwards, SVG downwards, so the outline is mirrored in y. Every
 * glyph of a font shares the vertical frame (ascent to descent) so baselines line up in a grid;
 * horizontally the frame covers the advance and any ink outside it (marks have no advance).
 */
export function glyphView(font: GlyphFont, entry: GlyphEntry): GlyphView {
  const glyph = font.font.getGlyph(entry.id);
  const path = glyph.path.scale(1, -1).toSVG();
  const bbox = glyph.bbox;
  const inked = path !== '' && Number.isFinite(bbox.minX) && Number.isFinite(bbox.maxX);
  const advanceWidth = glyph.advanceWidth;
  const minX = Math.floor(Math.min(0, inked ? bbox.minX : 0));
  const maxX = Math.ceil(Math.max(advanceWidth, inked ? bbox.maxX : 0));
  // An empty glyph without advance (a zero-width joiner) still needs a frame a browser will draw.
  const width = maxX - minX > 0 ? maxX - minX : Math.round(font.unitsPerEm / 2);
  const top = Math.round(font.ascent);
  const height = Math.round(font.ascent - font.descent);
  return {
    ...entry,
    advanceWidth,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    path,
    viewBox: `${minX} ${-top} ${width} ${height}`,
  };
}
