import type { DrawingFont } from './open-font-for-drawing.ts';

export type TextPath = { d: string; width: number };

/**
 * Lays out one line of text with the font's shaping (kerning, ligatures) and returns it as one SVG
 * path at the given size, its baseline at y = 0 and its start at x = 0: images carry our own type
 * without needing the font installed where they are shown.
 */
export function textToSvgPath(font: DrawingFont, text: string, size: number): TextPath {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const parts: string[] = [];
  let x = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const path = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale)
      .toSVG();
    if (path) parts.push(path);
    x += position.xAdvance * scale;
  });
  return { d: parts.join(''), width: x };
}
