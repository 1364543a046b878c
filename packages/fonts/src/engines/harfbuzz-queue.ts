/// <reference path="../types/subset-font.d.ts" />
import subsetFont, { type SubsetFontOptions } from 'subset-font';
import { detectFontFormat } from '../format/font-format.ts';
import { createJobQueue } from './job-queue.ts';
import { compressWoff2, decompressWoff2 } from './wawoff2-queue.ts';

/**
 * Every HarfBuzz job of the process (subset-font: subsetting, instancing) in one queue: subset-font
 * shares one WebAssembly instance, and one font at a time keeps its memory flat.
 */
export const harfbuzzQueue = createJobQueue();

/** subset-font's options with the output format always said (its default is the input's format). */
export type HarfBuzzOptions = SubsetFontOptions & {
  targetFormat: NonNullable<SubsetFontOptions['targetFormat']>;
};

/**
 * subset-font's subsetter, run on the HarfBuzz queue. `text` null keeps the glyphs the options keep
 * (e.g. keepAllGlyphs); the result is a copy the caller owns. subset-font would unpack and pack
 * WOFF2 with wawoff2 itself, off the wawoff2 queue: that is done here on the wawoff2 queue instead
 * (the same coder, so the same bytes), and HarfBuzz only ever sees sfnt or WOFF.
 */
export async function subsetWithHarfBuzz(
  font: Uint8Array,
  text: string | null,
  options: HarfBuzzOptions,
): Promise<Uint8Array> {
  const source = detectFontFormat(font) === 'woff2' ? await decompressWoff2(font) : font;
  const toWoff2 = options.targetFormat === 'woff2';
  // fontverter (inside subset-font) detects the input format only on a Buffer.
  const input = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const subset = new Uint8Array(
    await harfbuzzQueue.run(() =>
      subsetFont(input, text, { ...options, targetFormat: toWoff2 ? 'sfnt' : options.targetFormat }),
    ),
  );
  return toWoff2 ? compressWoff2(subset) : subset;
}
