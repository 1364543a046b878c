import {
  type CodePointRange,
  intersectRanges,
  NAMED_SUBSETS,
  normaliseRanges,
  rangesOfCodePoints,
} from '../fonts/font-subsets.ts';

/**
 * The character sets a project font may be cut to: the named unicode-range subsets of the web font
 * faces (font-subsets.ts), the ones a text face is drawn for. `count` of a set for one font is the
 * number of the font's characters in it.
 */
export const WEBFONTS_CHARACTER_SETS = [
  { id: 'latin', title: 'Latin' },
  { id: 'latin-ext', title: 'Latin Extended' },
  { id: 'vietnamese', title: 'Vietnamese' },
  { id: 'greek', title: 'Greek' },
  { id: 'greek-ext', title: 'Greek Extended' },
  { id: 'cyrillic', title: 'Cyrillic' },
  { id: 'cyrillic-ext', title: 'Cyrillic Extended' },
] as const;

export type WebfontsCharacterSetId = (typeof WEBFONTS_CHARACTER_SETS)[number]['id'];

/** The character sets of a new project font when none are chosen. */
export const DEFAULT_CHARACTER_SETS: readonly WebfontsCharacterSetId[] = ['latin'];
/** Extra characters one project font may add (customChars), counted in code points. */
export const MAX_CUSTOM_CHARS = 500;

export function isWebfontsCharacterSet(id: string): id is WebfontsCharacterSetId {
  return WEBFONTS_CHARACTER_SETS.some((set) => set.id === id);
}

function rangesOfSet(id: string): readonly CodePointRange[] {
  return NAMED_SUBSETS.find((subset) => subset.id === id)?.ranges ?? [];
}

/** The code points of a font in each character set; sets the font has nothing of are left out. */
export function characterSetsOfFont(
  fontRanges: readonly CodePointRange[],
): { id: WebfontsCharacterSetId; title: string; count: number }[] {
  return WEBFONTS_CHARACTER_SETS.flatMap((set) => {
    const ranges = intersectRanges(fontRanges, rangesOfSet(set.id));
    const count = ranges.reduce((sum, [first, last]) => sum + last - first + 1, 0);
    return count > 0 ? [{ id: set.id, title: set.title, count }] : [];
  });
}

/** The distinct code points of typed extra characters (whitespace other than the space ignored). */
export function codePointsOfCustomChars(customChars: string): number[] {
  const codePoints = new Set<number>();
  for (const character of customChars) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint !== 0x20 && /\s/u.test(character)) continue;
    codePoints.add(codePoint);
  }
  return [...codePoints].sort((a, b) => a - b);
}

/**
 * The characters a project font is cut to: the font's characters in the chosen sets plus the extra
 * characters it has. Its CSS unicode-range is exactly these.
 */
export function projectFontRanges(
  fontRanges: readonly CodePointRange[],
  characterSets: readonly string[],
  customChars: string,
): CodePointRange[] {
  const chosen = characterSets.flatMap((id) => rangesOfSet(id));
  const custom = rangesOfCodePoints(codePointsOfCustomChars(customChars));
  return normaliseRanges(intersectRanges(fontRanges, normaliseRanges([...chosen, ...custom])));
}
