import { type FontSubsetPlan, parseUnicodeRanges } from '@foundry/domain/fonts/font-subsets';
import { previewSubsetsOf, primaryPreviewSubset } from '@foundry/domain/fonts/preview-subsets';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { FontSubset } from './font-subset.ts';
import { fontFileAddressOf, fontSubsetPath } from './font-subset-address.ts';

interface SubsetSource {
  storageKey: string;
  /** The font's code points in CSS unicode-range form (read from the file when it was stored). */
  unicodeRanges: string;
  /** The API's own address: previews are cut and served by its /fonts/subsets route. */
  apiUrl: string;
  /** Appended to every URL: a family in development's access token for this viewer, else ''. */
  accessQuery?: string;
}

// A font's preview plan depends only on its characters, and the same fonts are listed on every page:
// working the plans out on each request was over half of a 12-family page's time (docs/performance.md).
const plansByRanges = createLruCache<FontSubsetPlan[]>(1024);

function previewPlansOf(unicodeRanges: string): FontSubsetPlan[] {
  let plans = plansByRanges.get(unicodeRanges);
  if (!plans) {
    plans = previewSubsetsOf(parseUnicodeRanges(unicodeRanges));
    plansByRanges.set(unicodeRanges, plans);
  }
  return plans;
}

function previewsOf(source: SubsetSource): { id: string; url: string; unicodeRanges: string }[] {
  const address = fontFileAddressOf(source.storageKey);
  if (!address) return [];
  const base = source.apiUrl.replace(/\/+$/, '');
  return previewPlansOf(source.unicodeRanges).map((plan) => ({
    id: plan.id,
    url: `${base}${fontSubsetPath(address, plan.id)}${source.accessQuery ?? ''}`,
    unicodeRanges: plan.unicodeRanges,
  }));
}

/**
 * The preview files a font is shown in (docs/font-previews.md): one WOFF2 per subset its characters
 * fall in, each with the unicode-range of the font's characters in it. None for a file kept under a
 * key the route cannot address or with no known characters: the complete file is never listed.
 */
export function listFontSubsets(
  source: SubsetSource & { /** Prefix of the ids, e.g. 'style-12'. */ idPrefix: string },
): FontSubset[] {
  return previewsOf(source).map((preview) => ({ ...preview, id: `${source.idPrefix}-${preview.id}` }));
}

/**
 * What `fontURL` points at: the preview of the font's Latin subset (else its first one), never the
 * sold file; '' when the font has no preview (see listFontSubsets).
 */
export function primaryPreviewUrl(source: SubsetSource): string {
  return primaryPreviewSubset(previewsOf(source))?.url ?? '';
}
