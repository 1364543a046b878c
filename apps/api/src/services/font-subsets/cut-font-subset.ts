import {
  type CodePointRange,
  codePointsOfRanges,
  webSubsetFamilyName,
} from '@foundry/domain/fonts/font-subsets';
import subsetFont from 'subset-font';
import { oneHarfBuzzJobAtATime } from '../fonts/harfbuzz-queue.ts';
import { renameFont } from '../fonts/rename-font.ts';

// The typographic family, WWS family and variations prefix: renaming reads and rewrites them.
const NAMING_IDS_KEPT_FOR_RENAMING = [16, 17, 21, 22, 25];

/**
 * A WOFF2 web subset of a stored font (any format subset-font reads): the glyphs of `ranges` and
 * what layout features reach from them, variation axes kept as they are. With a Reserved Font Name
 * the subset is a modified font the OFL forbids that name on, so it is renamed as trials are
 * (renameFont) and encoded to WOFF2 after renaming.
 */
export async function cutFontSubset(
  font: Uint8Array,
  options: { ranges: readonly CodePointRange[]; reservedFontName: string | null },
): Promise<Uint8Array> {
  const text = String.fromCodePoint(...codePointsOfRanges(options.ranges));
  const reservedFontName = options.reservedFontName?.trim() || null;
  // fontverter (inside subset-font) detects the input format only on a Buffer.
  const input = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  if (!reservedFontName) {
    return new Uint8Array(
      await oneHarfBuzzJobAtATime(() => subsetFont(input, text, { targetFormat: 'woff2' })),
    );
  }
  const sfnt = await oneHarfBuzzJobAtATime(() =>
    subsetFont(input, text, { targetFormat: 'sfnt', preserveNameIds: NAMING_IDS_KEPT_FOR_RENAMING }),
  );
  const renamed = renameFont(new Uint8Array(sfnt), {
    newFamily: (own) => webSubsetFamilyName(own, reservedFontName),
    reservedFontName,
  });
  return new Uint8Array(
    await oneHarfBuzzJobAtATime(() =>
      subsetFont(Buffer.from(renamed), null, {
        targetFormat: 'woff2',
        keepAllGlyphs: true,
        preserveNameIds: NAMING_IDS_KEPT_FOR_RENAMING,
      }),
    ),
  );
}
