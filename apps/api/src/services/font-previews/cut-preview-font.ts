import {
  type CodePointRange,
  codePointsOfRanges,
  webSubsetFamilyName,
} from '@foundry/domain/fonts/font-subsets';
import { previewFamilyName } from '@foundry/domain/fonts/preview-subsets';
import subsetFont from 'subset-font';
import { oneHarfBuzzJobAtATime } from '../fonts/harfbuzz-queue.ts';
import { renameFont } from '../fonts/rename-font.ts';

// The typographic family, WWS family and variations prefix: renaming reads and rewrites them.
const NAMING_IDS_KEPT_FOR_RENAMING = [16, 17, 21, 22, 25];

/** What a preview cut says about itself where font menus and font inspectors show it. */
export const PREVIEW_NOTICE = {
  description: 'Preview cut for showing this typeface on the foundry’s website. Not the licensed font.',
  licence:
    'Preview only: this file is not licensed for installation, embedding or any other use. ' +
    'Buy a licence or download a trial from the foundry’s shop.',
};

/**
 * A preview cut of a stored font (any format subset-font reads; see docs/font-previews.md): the
 * glyphs of `ranges` and what the layout features reach from them, variation axes and OpenType
 * features kept (the type tester uses both), hinting dropped, renamed '<Family> Preview' (with any
 * Reserved Font Name replaced, as in web subsets) with a description and licence saying so, WOFF2.
 */
export async function cutPreviewFont(
  font: Uint8Array,
  options: { ranges: readonly CodePointRange[]; reservedFontName: string | null },
): Promise<Uint8Array> {
  const text = String.fromCodePoint(...codePointsOfRanges(options.ranges));
  const reservedFontName = options.reservedFontName?.trim() || null;
  // fontverter (inside subset-font) detects the input format only on a Buffer.
  const input = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const sfnt = await oneHarfBuzzJobAtATime(() =>
    subsetFont(input, text, {
      targetFormat: 'sfnt',
      noHinting: true,
      preserveNameIds: NAMING_IDS_KEPT_FOR_RENAMING,
    }),
  );
  const renamed = renameFont(new Uint8Array(sfnt), {
    newFamily: (own) => previewFamilyName(webSubsetFamilyName(own, reservedFontName)),
    reservedFontName,
    records: { 10: PREVIEW_NOTICE.description, 13: PREVIEW_NOTICE.licence },
  });
  // A second pass only to encode WOFF2: every glyph kept, and the notices just written (10, 13).
  return new Uint8Array(
    await oneHarfBuzzJobAtATime(() =>
      subsetFont(Buffer.from(renamed), null, {
        targetFormat: 'woff2',
        keepAllGlyphs: true,
        preserveNameIds: [...NAMING_IDS_KEPT_FOR_RENAMING, 10, 13],
      }),
    ),
  );
}
