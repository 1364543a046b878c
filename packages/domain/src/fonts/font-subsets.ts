/**
 * Web-font subsets: a font is served as several WOFF2 files, each holding the characters of one
 * named Unicode range (Latin, Cyrillic, …), and the @font-face rules declare each file's
 * `unicode-range`, so a browser fetches only the files whose characters a page shows.
 */

/** An inclusive range of code points. */
export type CodePointRange = readonly [first: number, last: number];

export interface NamedSubset {
  id: string;
  ranges: readonly CodePointRange[];
}

/** What a font is cut into: a subset id and the font's own code points in it. */
export interface FontSubsetPlan {
  id: string;
  ranges: CodePointRange[];
  /** The ranges in compact CSS `unicode-range` form: 'U+0020-007E,U+00A0'. */
  unicodeRanges: string;
}

/**
 * Bumped whenever the ranges below or the way files are cut change (2: preview cuts, see
 * docs/font-previews.md): subset files are cached for a year under URLs carrying it, so a new
 * version must not be answered from an old file.
 */
export const FONT_SUBSETS_VERSION = 2;

/** The code points of a font that no named subset holds (private use, rare scripts) go here. */
export const OTHER_SUBSET_ID = 'other';

const r = (first: number, last: number = first): CodePointRange => [first, last];

/**
 * The named subsets with ranges like Google Fonts' (latin shares a few combining marks and
 * punctuation with latin-ext and vietnamese, as there: a rule per file may overlap another); unlike
 * there, latin-ext also holds every combining accent and the superscripts, which Latin text uses.
 */
export const NAMED_SUBSETS: readonly NamedSubset[] = [
  {
    id: 'latin',
    ranges: [
      r(0x0000, 0x00ff),
      r(0x0131),
      r(0x0152, 0x0153),
      r(0x02bb, 0x02bc),
      r(0x02c6),
      r(0x02da),
      r(0x02dc),
      r(0x0304),
      r(0x0308),
      r(0x0329),
      r(0x2000, 0x206f),
      r(0x20ac),
      r(0x2122),
      r(0x2191),
      r(0x2193),
      r(0x2212),
      r(0x2215),
      r(0xfeff),
      r(0xfffd),
    ],
  },
  {
    id: 'latin-ext',
    ranges: [
      r(0x0100, 0x02ba),
      r(0x02bd, 0x02c5),
      r(0x02c7, 0x02cc),
      r(0x02cd, 0x02ff),
      // Combining accents (any Latin letter may carry them), superscripts and subscripts.
      r(0x0300, 0x036f),
      r(0x1d00, 0x1dff),
      r(0x1e00, 0x1e9f),
      r(0x1ef2, 0x1eff),
      r(0x2020),
      r(0x20a0, 0x20ab),
      r(0x20ad, 0x20c0),
      r(0x2070, 0x209f),
      r(0x2113),
      r(0x2c60, 0x2c7f),
      r(0xa720, 0xa7ff),
    ],
  },
  {
    id: 'vietnamese',
    ranges: [
      r(0x0102, 0x0103),
      r(0x0110, 0x0111),
      r(0x0128, 0x0129),
      r(0x0168, 0x0169),
      r(0x01a0, 0x01a1),
      r(0x01af, 0x01b0),
      r(0x0300, 0x0301),
      r(0x0303, 0x0304),
      r(0x0308, 0x0309),
      r(0x0323),
      r(0x0329),
      r(0x1ea0, 0x1ef9),
      r(0x20ab),
    ],
  },
  {
    id: 'greek',
    ranges: [
      r(0x0370, 0x0377),
      r(0x037a, 0x037f),
      r(0x0384, 0x038a),
      r(0x038c),
      r(0x038e, 0x03a1),
      r(0x03a3, 0x03ff),
    ],
  },
  { id: 'greek-ext', ranges: [r(0x1f00, 0x1fff)] },
  { id: 'cyrillic', ranges: [r(0x0301), r(0x0400, 0x045f), r(0x0490, 0x0491), r(0x04b0, 0x04b1), r(0x2116)] },
  {
    id: 'cyrillic-ext',
    ranges: [
      r(0x0460, 0x052f),
      r(0x1c80, 0x1c8a),
      r(0x20b4),
      r(0x2de0, 0x2dff),
      r(0xa640, 0xa69f),
      r(0xfe2e, 0xfe2f),
    ],
  },
  {
    id: 'arabic',
    ranges: [
      r(0x0600, 0x06ff),
      r(0x0750, 0x077f),
      r(0x0870, 0x088e),
      r(0x0890, 0x0891),
      r(0x0897, 0x08e1),
      r(0x08e3, 0x08ff),
      r(0x200c, 0x200e),
      r(0x2010, 0x2011),
      r(0x204f),
      r(0x2e41),
      r(0xfb50, 0xfdff),
      r(0xfe70, 0xfe74),
      r(0xfe76, 0xfefc),
    ],
  },
  {
    id: 'hebrew',
    ranges: [
      r(0x0307, 0x0308),
      r(0x0590, 0x05ff),
      r(0x200c, 0x2010),
      r(0x20aa),
      r(0x25cc),
      r(0xfb1d, 0xfb4f),
    ],
  },
  {
    id: 'devanagari',
    ranges: [
      r(0x0900, 0x097f),
      r(0x1cd0, 0x1cf9),
      r(0x200c, 0x200d),
      r(0x20a8),
      r(0x20b9),
      r(0x20f0),
      r(0x25cc),
      r(0xa830, 0xa839),
      r(0xa8e0, 0xa8ff),
    ],
  },
  { id: 'thai', ranges: [r(0x02d7), r(0x0303), r(0x0331), r(0x0e01, 0x0e5b), r(0x200c, 0x200d), r(0x25cc)] },
  {
    id: 'armenian',
    ranges: [r(0x0308), r(0x0530, 0x058f), r(0x2010), r(0x2024), r(0x25cc), r(0xfb13, 0xfb17)],
  },
  {
    id: 'georgian',
    ranges: [
      r(0x0589),
      r(0x10a0, 0x10ff),
      r(0x1c90, 0x1cba),
      r(0x1cbd, 0x1cbf),
      r(0x205a),
      r(0x2d00, 0x2d2f),
      r(0x2e31),
    ],
  },
  {
    id: 'symbols',
    ranges: [
      r(0x20d0, 0x20ff),
      r(0x2100, 0x218f),
      r(0x2190, 0x21ff),
      r(0x2200, 0x22ff),
      r(0x2300, 0x23ff),
      r(0x2400, 0x245f),
      r(0x2460, 0x24ff),
      r(0x2500, 0x25ff),
      r(0x2600, 0x26ff),
      r(0x2700, 0x27bf),
      r(0x27c0, 0x27ff),
      r(0x2800, 0x28ff),
      r(0x2900, 0x2bff),
      r(0x1f000, 0x1faff),
    ],
  },
];

const SUBSET_IDS = new Set([...NAMED_SUBSETS.map((subset) => subset.id), OTHER_SUBSET_ID]);

/** Whether `id` names a subset (a named one or the font's remainder). */
export function isFontSubsetId(id: string): boolean {
  return SUBSET_IDS.has(id);
}

/** Sorted, merged (overlapping or adjacent ranges joined) copy of `ranges`. */
export function normaliseRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges]
    .filter(([first, last]) => first <= last)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [first, last] of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

/** Code points → ranges: [65, 66, 67, 97] → [[65, 67], [97, 97]]. */
export function rangesOfCodePoints(codePoints: readonly number[]): CodePointRange[] {
  return normaliseRanges(codePoints.map((codePoint) => r(codePoint)));
}

/** Every code point of the ranges, ascending. */
export function codePointsOfRanges(ranges: readonly CodePointRange[]): number[] {
  const codePoints: number[] = [];
  for (const [first, last] of normaliseRanges(ranges))
    for (let cp = first; cp <= last; cp += 1) codePoints.push(cp);
  return codePoints;
}

/** The code points in both `a` and `b`. */
export function intersectRanges(
  a: readonly CodePointRange[],
  b: readonly CodePointRange[],
): CodePointRange[] {
  const left = normaliseRanges(a);
  const right = normaliseRanges(b);
  const out: CodePointRange[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const [aFirst, aLast] = left[i] as CodePointRange;
    const [bFirst, bLast] = right[j] as CodePointRange;
    const first = Math.max(aFirst, bFirst);
    const last = Math.min(aLast, bLast);
    if (first <= last) out.push([first, last]);
    if (aLast < bLast) i += 1;
    else j += 1;
  }
  return out;
}

/** The code points of `a` that are not in `b`. */
export function subtractRanges(a: readonly CodePointRange[], b: readonly CodePointRange[]): CodePointRange[] {
  const removed = normaliseRanges(b);
  const out: CodePointRange[] = [];
  for (const [first, last] of normaliseRanges(a)) {
    let start = first;
    for (const [cutFirst, cutLast] of removed) {
      if (cutLast < start || cutFirst > last) continue;
      if (cutFirst > start) out.push([start, cutFirst - 1]);
      start = cutLast + 1;
      if (start > last) break;
    }
    if (start <= last) out.push([start, last]);
  }
  return out;
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** Ranges in compact CSS `unicode-range` form: 'U+0020-007E,U+00A0'. */
export function formatUnicodeRanges(ranges: readonly CodePointRange[]): string {
  return normaliseRanges(ranges)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

/**
 * Parses a CSS `unicode-range` list ('U+0020-007E, U+00A0, U+4??'); anything unreadable is skipped,
 * and code points past U+10FFFF are dropped.
 */
export function parseUnicodeRanges(css: string): CodePointRange[] {
  const ranges: CodePointRange[] = [];
  for (const part of css.split(',')) {
    const match = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    const start = match?.[1];
    if (!start) continue;
    const end = match?.[2];
    const first = Number.parseInt(start.replace(/\?/g, '0'), 16);
    const last = end ? Number.parseInt(end, 16) : Number.parseInt(start.replace(/\?/g, 'F'), 16);
    if (first <= last && first <= 0x10ffff) ranges.push([first, Math.min(last, 0x10ffff)]);
  }
  return normaliseRanges(ranges);
}

/**
 * The code points only one named subset holds. Subsets share marks and punctuation (a Cyrillic
 * text needs U+0301 as much as a Vietnamese one), so sharing one of those does not make a font
 * "have" a script: only a subset's own characters do.
 */
const OWN_RANGES = new Map(
  NAMED_SUBSETS.map((subset) => [
    subset.id,
    subtractRanges(
      subset.ranges,
      NAMED_SUBSETS.filter((other) => other !== subset).flatMap((other) => other.ranges),
    ),
  ]),
);

/**
 * The subsets a font with these code points is served in: each named subset it has characters of
 * its own, in the order of NAMED_SUBSETS, holding every character of the font in its ranges (shared
 * marks and punctuation included), then 'other' with whatever none of them holds. Together they
 * cover every code point of the font.
 */
export function fontSubsetsOf(fontRanges: readonly CodePointRange[]): FontSubsetPlan[] {
  const plans: FontSubsetPlan[] = [];
  for (const subset of NAMED_SUBSETS) {
    if (intersectRanges(fontRanges, OWN_RANGES.get(subset.id) ?? []).length === 0) continue;
    const ranges = intersectRanges(fontRanges, subset.ranges);
    plans.push({ id: subset.id, ranges, unicodeRanges: formatUnicodeRanges(ranges) });
  }
  const rest = subtractRanges(
    fontRanges,
    plans.flatMap((plan) => plan.ranges),
  );
  if (rest.length > 0)
    plans.push({ id: OTHER_SUBSET_ID, ranges: rest, unicodeRanges: formatUnicodeRanges(rest) });
  return plans;
}

/**
 * The family name a generated web subset carries inside its file. A subset is a modified font, and
 * the OFL forbids a Reserved Font Name on modified versions: each occurrence becomes 'Web'. Other
 * families keep their name (browsers use the @font-face name anyway).
 */
export function webSubsetFamilyName(family: string, reservedFontName: string | null): string {
  const name = family.trim().replace(/\s+/g, ' ');
  const reserved = reservedFontName?.trim();
  if (!reserved) return name;
  const escaped = reserved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return name.replace(new RegExp(escaped, 'gi'), 'Web').replace(/\s+/g, ' ').trim();
}
