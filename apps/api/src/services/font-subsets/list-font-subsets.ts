import { type FontSubsetPlan, parseUnicodeRanges } from '@foundry/domain/fonts/font-subsets';
import { previewSubsetsOf, primaryPreviewSubset } from '@foundry/domain/fonts/preview-subsets';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { FontSubset } from './font-subset.ts';
import { type FontFileAddress, fontFileAddressOf, fontSubsetPath } from './font-subset-address.ts';

interface SubsetSource {
  storageKey: string;
  /** The font's code points in CSS unicode-range form (read from the file when it was stored). */
  unicodeRanges: string;
  /** The API's own address: previews are cut and served by its /fonts/subsets route. */
  apiUrl: string;
  /** Appended to every URL: a family in development's access token for this viewer, else ''. */
  accessQuery?: string;
}

interface PreviewPlans {
  /** The characters the plans were worked out from: a cached entry counts only for the same text. */
  unicodeRanges: string;
  plans: FontSubsetPlan[];
  /** The plan `fontURL` points at (primaryPreviewSubset), found once. */
  primary: FontSubsetPlan | null;
}

// A font's preview plans depend only on its characters, and the same fonts are listed on every page:
// working the plans out on each request was over half of a 12-family page's time (docs/performance.md).
// Keyed by the font's storage key, not by its unicode-range text: that text is kilobytes, and hashing a
// freshly read copy of it for every style was the next largest cost. The text is still compared, so
// an entry never serves other characters.
const plansByFont = createLruCache<PreviewPlans>(1024);

function previewPlansOf(source: SubsetSource): PreviewPlans {
  const cached = plansByFont.get(source.storageKey);
  if (cached?.unicodeRanges === source.unicodeRanges) return cached;
  const plans = previewSubsetsOf(parseUnicodeRanges(source.unicodeRanges));
  const entry = { unicodeRanges: source.unicodeRanges, plans, primary: primaryPreviewSubset(plans) };
  plansByFont.set(source.storageKey, entry);
  return entry;
}

function previewUrlOf(source: SubsetSource, address: FontFileAddress, plan: FontSubsetPlan): string {
  const base = source.apiUrl.replace(/\/+$/, '');
  return `${base}${fontSubsetPath(address, plan.id)}${source.accessQuery ?? ''}`;
}

/**
 * The preview files a font is shown in (docs/font-previews.md): one WOFF2 per subset its characters
 * fall in, each with the unicode-range of the font's characters in it. None for a file kept under a
 * key the route cannot address or with no known characters: the complete file is never listed.
 */
export function listFontSubsets(
  source: SubsetSource & { /** Prefix of the ids, e.g. 'style-12'. */ idPrefix: string },
): FontSubset[] {
  const address = fontFileAddressOf(source.storageKey);
  if (!address) return [];
  return previewPlansOf(source).plans.map((plan) => ({
    id: `${source.idPrefix}-${plan.id}`,
    url: previewUrlOf(source, address, plan),
    unicodeRanges: plan.unicodeRanges,
  }));
}

/**
 * What `fontURL` points at: the preview of the font's Latin subset (else its first one), never the
 * sold file; '' when the font has no preview (see listFontSubsets). Only that one address is built:
 * a page of families asks it of every style.
 */
export function primaryPreviewUrl(source: SubsetSource): string {
  const address = fontFileAddressOf(source.storageKey);
  if (!address) return '';
  const { primary } = previewPlansOf(source);
  return primary ? previewUrlOf(source, address, primary) : '';
}
