import wawoff2 from 'wawoff2';
import { openFont } from '../fonts/analyse-font.ts';
import { detectFontFormat } from '../fonts/font-format.ts';

type LayoutFont = ReturnType<typeof openFont>;

/** Opens a font for drawing; WOFF2 is unpacked first because fontkit's glyph outlines need the raw sfnt. */
const opened = new WeakMap<Uint8Array, LayoutFont>();

export async function openFontForDrawing(bytes: Uint8Array): Promise<LayoutFont> {
  const cached = opened.get(bytes);
  if (cached) return cached;
  // wawoff2 returns a view of its WebAssembly heap, which the next call overwrites: copy it.
  const sfnt = detectFontFormat(bytes) === 'woff2' ? (await wawoff2.decompress(bytes)).slice() : bytes;
  const font = openFont(sfnt);
  opened.set(bytes, font);
  return font;
}

export type TextPath = { d: string; width: number };

/**
 * Lays out one line of text with the font's shaping (kerning, ligatures) and returns it as one SVG
 * path at the given size, its baseline at y = 0 and its start at x = 0: images carry our own type
 * without needing the font installed where they are shown.
 */
export function textToSvgPath(font: LayoutFont, text: string, size: number): TextPath {
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
