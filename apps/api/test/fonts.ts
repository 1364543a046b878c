import * as fontkit from 'fontkit';

/** The format a font file's first four bytes name, or null when they name none. */
export function fontMagic(bytes: Uint8Array): 'woff2' | 'woff' | 'otf' | 'ttf' | null {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'true' || (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0)) return 'ttf';
  return null;
}

/** The number of glyphs fontkit reads from a font file. */
export function glyphCountOf(bytes: Uint8Array): number {
  const font = fontkit.create(Buffer.from(bytes));
  if (!('numGlyphs' in font)) throw new Error('a font collection, not a font');
  return font.numGlyphs;
}
