import { openFont } from '../analysis/analyse-font.ts';
import { decompressWoff2 } from '../engines/wawoff2-queue.ts';
import { detectFontFormat } from '../format/font-format.ts';

/** A font parsed by fontkit, with layout and outlines. */
export type DrawingFont = ReturnType<typeof openFont>;

const opened = new WeakMap<Uint8Array, DrawingFont>();

/**
 * Opens a font for drawing (layout, glyph outlines), cached per byte array; WOFF2 is unpacked first
 * because fontkit's glyph outlines need the raw sfnt.
 */
export async function openFontForDrawing(bytes: Uint8Array): Promise<DrawingFont> {
  const cached = opened.get(bytes);
  if (cached) return cached;
  const sfnt = detectFontFormat(bytes) === 'woff2' ? await decompressWoff2(bytes) : bytes;
  const font = openFont(sfnt);
  opened.set(bytes, font);
  return font;
}
