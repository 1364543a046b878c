import wawoff2 from 'wawoff2';
import { detectFontFormat } from './font-format.ts';

/** A desktop font file: the TrueType or CFF outlines a WOFF2 packs. */
export interface DesktopFont {
  bytes: Uint8Array;
  format: 'ttf' | 'otf';
}

let queue: Promise<unknown> = Promise.resolve();

/** wawoff2 unpacks into one shared WebAssembly heap: one file at a time. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Unpacks a WOFF2 into the TTF/OTF it was made from (for desktop licences, which install fonts);
 * `format` follows the sfnt's outlines ('OTTO' = CFF = otf). Throws for anything that is not WOFF2.
 */
export async function woff2ToDesktopFont(woff2: Uint8Array): Promise<DesktopFont> {
  if (detectFontFormat(woff2) !== 'woff2') throw new Error('woff2ToDesktopFont: not a WOFF2 file');
  // wawoff2 returns a view of its heap, which the next call overwrites: copy it.
  const bytes = await oneAtATime(async () => (await wawoff2.decompress(woff2)).slice());
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  return { bytes, format: tag === 'OTTO' ? 'otf' : 'ttf' };
}
