import { decompressWoff2 } from '../engines/wawoff2-queue.ts';
import { detectFontFormat } from '../format/font-format.ts';

/** A desktop font file: the TrueType or CFF outlines a WOFF2 packs. */
export interface DesktopFont {
  bytes: Uint8Array;
  format: 'ttf' | 'otf';
}

/**
 * Unpacks a WOFF2 into the TTF/OTF it was made from (for desktop licences, which install fonts);
 * `format` follows the sfnt's outlines ('OTTO' = CFF = otf). Throws for anything that is not WOFF2.
 */
export async function woff2ToDesktopFont(woff2: Uint8Array): Promise<DesktopFont> {
  if (detectFontFormat(woff2) !== 'woff2') throw new Error('woff2ToDesktopFont: not a WOFF2 file');
  const bytes = await decompressWoff2(woff2);
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  return { bytes, format: tag === 'OTTO' ? 'otf' : 'ttf' };
}
