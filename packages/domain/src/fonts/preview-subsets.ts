/**
 * Preview cuts: what the shop's pages load to show a sold font. A font is previewed in its
 * unicode-range subsets (see font-subsets.ts), and no single preview file may hold the font's whole
 * character set: a font whose characters all fall in one subset is previewed in two halves.
 * See docs/font-previews.md.
 */
import {
  type CodePointRange,
  codePointsOfRanges,
  type FontSubsetPlan,
  fontSubsetsOf,
  formatUnicodeRanges,
  isFontSubsetId,
  rangesOfCodePoints,
} from './font-subsets.ts';

/** The suffix every preview cut's family name carries: 'Inter' is previewed as 'Inter Preview'. */
export const PREVIEW_FAMILY_SUFFIX = 'Preview';

const HALVES = ['1', '2'] as const;

function half(plan: FontSubsetPlan, codePoints: number[], part: (typeof HALVES)[number]): FontSubsetPlan {
  const ranges = rangesOfCodePoints(codePoints);
  return { id: `${plan.id}-${part}`, ranges, unicodeRanges: formatUnicodeRanges(ranges) };
}

/**
 * The preview files of a font with these code points: its subsets, or, when one subset would hold
 * every character, that subset's first and second half (ids '<subset>-1', '<subset>-2'). A font of a
 * single character cannot be split and is previewed whole.
 */
export function previewSubsetsOf(fontRanges: readonly CodePointRange[]): FontSubsetPlan[] {
  const plans = fontSubsetsOf(fontRanges);
  const only = plans[0];
  if (plans.length !== 1 || !only) return plans;
  const codePoints = codePointsOfRanges(only.ranges);
  if (codePoints.length < 2) return plans;
  const middle = Math.ceil(codePoints.length / 2);
  return [half(only, codePoints.slice(0, middle), '1'), half(only, codePoints.slice(middle), '2')];
}

/** Whether `id` may name a preview file: a subset id, or one of its halves. */
export function isPreviewSubsetId(id: string): boolean {
  const match = /^(.+)-([12])$/.exec(id);
  return isFontSubsetId(id) || (match?.[1] !== undefined && isFontSubsetId(match[1]));
}

/**
 * The preview file `fontURL` points at: the Latin subset when the font has one (most pages set
 * Latin text), else its first subset. Null for a font with no known characters.
 */
export function primaryPreviewSubset<T extends { id: string }>(plans: readonly T[]): T | null {
  return plans.find((plan) => plan.id === 'latin' || plan.id === 'latin-1') ?? plans[0] ?? null;
}

/** The family name inside a preview cut: the web subset's name (OFL reserved names replaced) + ' Preview'. */
export function previewFamilyName(webSubsetFamily: string): string {
  return `${webSubsetFamily} ${PREVIEW_FAMILY_SUFFIX}`;
}
