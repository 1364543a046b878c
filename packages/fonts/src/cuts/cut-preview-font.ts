import {
  type CodePointRange,
  codePointsOfRanges,
  webSubsetFamilyName,
} from '@foundry/domain/fonts/font-subsets';
import { previewFamilyName } from '@foundry/domain/fonts/preview-subsets';
import { cutWoff2Subset } from './cut-woff2-subset.ts';

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
  const reservedFontName = options.reservedFontName?.trim() || null;
  return cutWoff2Subset(font, {
    text: String.fromCodePoint(...codePointsOfRanges(options.ranges)),
    noHinting: true,
    rename: {
      newFamily: (own) => previewFamilyName(webSubsetFamilyName(own, reservedFontName)),
      reservedFontName,
      records: { 10: PREVIEW_NOTICE.description, 13: PREVIEW_NOTICE.licence },
    },
  });
}
