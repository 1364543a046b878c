import { fontSubsetsOf, parseUnicodeRanges } from '@foundry/domain/fonts/font-subsets';
import type { FontSubset } from '../../schema/subset.ts';
import { fontFileAddressOf, fontSubsetPath } from './font-subset-address.ts';

interface SubsetSource {
  /** Prefix of the ids, e.g. 'style-12'. */
  idPrefix: string;
  storageKey: string;
  /** The font's code points in CSS unicode-range form (read from the file when it was stored). */
  unicodeRanges: string;
  /** The API's own address: subsets are cut and served by its /fonts/subsets route. */
  apiUrl: string;
  /** The complete file's URL, for a font the route cannot cut. */
  fullFileUrl: string;
}

/**
 * The files a font is served in: one WOFF2 per subset its characters fall in, each with the
 * unicode-range of the font's characters in it. A file kept under a key the route cannot address,
 * or with no known characters, is served whole.
 */
export function listFontSubsets(source: SubsetSource): FontSubset[] {
  const address = fontFileAddressOf(source.storageKey);
  const plans = fontSubsetsOf(parseUnicodeRanges(source.unicodeRanges));
  if (!address || plans.length === 0) {
    return [{ id: source.idPrefix, url: source.fullFileUrl, unicodeRanges: source.unicodeRanges }];
  }
  const base = source.apiUrl.replace(/\/+$/, '');
  return plans.map((plan) => ({
    id: `${source.idPrefix}-${plan.id}`,
    url: `${base}${fontSubsetPath(address, plan.id)}`,
    unicodeRanges: plan.unicodeRanges,
  }));
}
