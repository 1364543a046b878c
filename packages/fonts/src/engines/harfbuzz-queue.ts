/// <reference path="../types/subset-font.d.ts" />
import subsetFont, { type SubsetFontOptions } from 'subset-font';
import { createJobQueue } from './job-queue.ts';

/**
 * Every HarfBuzz job of the process (subset-font: subsetting, instancing, encoding) in one queue:
 * subset-font shares one WebAssembly instance, and one font at a time keeps its memory flat.
 */
export const harfbuzzQueue = createJobQueue();

/**
 * subset-font's subsetter, run on the HarfBuzz queue. `text` null keeps the glyphs the options keep
 * (e.g. keepAllGlyphs); the result is a copy the caller owns.
 */
export async function subsetWithHarfBuzz(
  font: Uint8Array,
  text: string | null,
  options: SubsetFontOptions,
): Promise<Uint8Array> {
  // fontverter (inside subset-font) detects the input format only on a Buffer.
  const input = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  return new Uint8Array(await harfbuzzQueue.run(() => subsetFont(input, text, options)));
}
