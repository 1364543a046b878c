/**
 * Sample texts for the family page's OpenType before/after pairs. A sample must contain characters
 * the feature changes; the font tells which (the code points whose glyphs its lookups take), and the
 * registry's usual text for a tag (fractions, figures, ligatures) reads better where the font has it.
 * These rules only pick candidates: the API keeps the first one whose shaping really changes.
 */

/**
 * Features the page never pairs: they are applied by the shaper whatever the settings (ccmp, locl,
 * mark positioning, Arabic joining forms, required variations), or, like aalt, only feed glyph
 * pickers and are not meant to be switched on for text.
 */
export const FEATURES_WITHOUT_SAMPLE: ReadonlySet<string> = new Set([
  'aalt',
  'abvm',
  'abvs',
  'blwm',
  'blwf',
  'ccmp',
  'curs',
  'dist',
  'fina',
  'init',
  'isol',
  'locl',
  'mark',
  'medi',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
]);

const FIGURES = '0123456789';

/** The usual text of a tag, best first. Each candidate is used only where the font has its characters. */
const DEFAULT_SAMPLES: Record<string, readonly string[]> = {
  liga: ['fi fl ffi ffl', 'fi fl'],
  clig: ['fi fl ffi', 'ct st'],
  dlig: ['ct st sp Th', 'fb fh fk fj'],
  hlig: ['ct st'],
  calt: ['-> <- => 1x2', 'A-B (H) :-)'],
  frac: ['1/2 3/4 5/8', '1/2'],
  afrc: ['1/2 3/4'],
  numr: [FIGURES],
  dnom: [FIGURES],
  onum: [FIGURES],
  lnum: [FIGURES],
  pnum: ['1111 0000 1010', FIGURES],
  tnum: ['1111 0000 1010', FIGURES],
  zero: ['0 100 2020', '0'],
  smcp: ['Small Capitals'],
  c2sc: ['SMALL CAPITALS'],
  pcap: ['Petite Capitals'],
  c2pc: ['PETITE CAPITALS'],
  unic: ['Unicase Text'],
  // Lower case last: fonts like Inter already raise brackets next to capitals by contextual alternates.
  case: ['(H-O) [H] {H} H:O', '(H-O)', '(h-o) [x] {y}'],
  cpsp: ['HAMBURG SPACING', 'HAMBURG'],
  kern: ['AVATAR Type Wave', 'AV To Ty'],
  sups: ['H2O x2', 'x2'],
  subs: ['H2O x2', 'H2O'],
  sinf: ['H2O CO2', 'H2O'],
  ordn: ['1a 2o No', '1a 2o'],
  titl: ['TITLING'],
  swsh: ['Swash Quest'],
  hist: ['Historical forms'],
  salt: ['Stylistic alternates'],
};

/** The OpenType registry's names; stylistic sets and character variants are numbered. */
const FEATURE_TITLES: Record<string, string> = {
  afrc: 'Alternative fractions',
  c2pc: 'Petite capitals from capitals',
  c2sc: 'Small capitals from capitals',
  calt: 'Contextual alternates',
  case: 'Case-sensitive forms',
  clig: 'Contextual ligatures',
  cpsp: 'Capital spacing',
  dlig: 'Discretionary ligatures',
  dnom: 'Denominators',
  frac: 'Fractions',
  hist: 'Historical forms',
  hlig: 'Historical ligatures',
  kern: 'Kerning',
  liga: 'Standard ligatures',
  lnum: 'Lining figures',
  numr: 'Numerators',
  onum: 'Oldstyle figures',
  ordn: 'Ordinals',
  pcap: 'Petite capitals',
  pnum: 'Proportional figures',
  salt: 'Stylistic alternates',
  sinf: 'Scientific inferiors',
  smcp: 'Small capitals',
  subs: 'Subscript',
  sups: 'Superscript',
  swsh: 'Swash',
  titl: 'Titling',
  tnum: 'Tabular figures',
  unic: 'Unicase',
  zero: 'Slashed zero',
};

/** Features whose point is the characters they cover, not a usual text: the covered ones come first. */
function isCharacterVariation(tag: string): boolean {
  return /^(ss(0[1-9]|1\d|20)|cv\d\d)$/.test(tag) || tag === 'salt' || tag === 'swsh' || tag === 'hist';
}

/** The feature's name: the font's own name for it when it has one (Inter's ss01 'Open digits'). */
export function featureTitle(tag: string, fontName?: string | null): string {
  const own = fontName?.trim();
  const stylisticSet = /^ss(\d\d)$/.exec(tag);
  const characterVariant = /^cv(\d\d)$/.exec(tag);
  const registry = stylisticSet
    ? `Stylistic set ${Number(stylisticSet[1])}`
    : characterVariant
      ? `Character variant ${Number(characterVariant[1])}`
      : (FEATURE_TITLES[tag] ?? tag);
  if (!own || own === registry) return registry;
  return stylisticSet || characterVariant ? `${registry}: ${own}` : own;
}

/** Most samples are Latin: the basic block reads best, then Latin-1, then whatever else is covered. */
function codePointRank(codePoint: number): number {
  if ((codePoint >= 0x30 && codePoint <= 0x39) || (codePoint >= 0x41 && codePoint <= 0x5a)) return 0;
  if (codePoint >= 0x61 && codePoint <= 0x7a) return 0;
  if (codePoint >= 0x21 && codePoint <= 0x7e) return 1;
  if (codePoint >= 0xa1 && codePoint <= 0x24f) return 2;
  return 3;
}

/** Spaces, controls and unassigned-looking code points never make a sample. */
function isShowable(codePoint: number): boolean {
  return (
    codePoint > 0x20 &&
    !(codePoint >= 0x7f && codePoint <= 0xa0) &&
    !(codePoint >= 0xd800 && codePoint <= 0xdfff)
  );
}

/** At most this many covered characters: enough to see the change, short enough for one line. */
export const MAX_COVERED_SAMPLE_LENGTH = 12;

/**
 * The covered characters as a sample, the most readable first (basic Latin letters and figures, then
 * punctuation, Latin-1 and Latin Extended, then the rest), in code point order within each group.
 */
export function coveredCharactersSample(coveredCodePoints: Iterable<number>): string | null {
  const picked = [...new Set(coveredCodePoints)]
    .filter(isShowable)
    .sort((a, b) => codePointRank(a) - codePointRank(b) || a - b)
    .slice(0, MAX_COVERED_SAMPLE_LENGTH);
  return picked.length === 0 ? null : String.fromCodePoint(...picked);
}

export interface FeatureSampleSource {
  /** Code points whose default glyphs the feature's lookups take as input. */
  coveredCodePoints: Iterable<number>;
  /** Whether the font maps a code point to a glyph. */
  hasCodePoint: (codePoint: number) => boolean;
}

function fontHasText(text: string, hasCodePoint: (codePoint: number) => boolean): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint !== 0x20 && !hasCodePoint(codePoint)) return false;
  }
  return true;
}

/**
 * Candidate samples for a feature, best first, without repeats; empty for the features the page never
 * pairs. Stylistic sets and character variants lead with their covered characters, every other
 * feature with its usual text when the font has all of it; the covered characters are the fallback.
 */
export function featureSampleCandidates(tag: string, source: FeatureSampleSource): string[] {
  if (FEATURES_WITHOUT_SAMPLE.has(tag)) return [];
  const defaults = (DEFAULT_SAMPLES[tag] ?? []).filter((text) => fontHasText(text, source.hasCodePoint));
  const covered = coveredCharactersSample(source.coveredCodePoints);
  const ordered = isCharacterVariation(tag) ? [covered, ...defaults] : [...defaults, covered];
  return [...new Set(ordered.filter((text): text is string => text !== null))];
}
