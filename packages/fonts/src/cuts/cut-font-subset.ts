import {
  type CodePointRange,
  codePointsOfRanges,
  webSubsetFamilyName,
} from '@foundry/domain/fonts/font-subsets';
import { cutWoff2Subset } from './cut-woff2-subset.ts';

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
  const reservedFontName = options.reservedFontName?.trim() || null;
  const text = String.fromCodePoint(...codePointsOfRanges(options.ranges));
  if (!reservedFontName) return cutWoff2Subset(font, { text });
  return cutWoff2Subset(font, {
    text,
    rename: { newFamily: (own) => webSubsetFamilyName(own, reservedFontName), reservedFontName },
  });
}
