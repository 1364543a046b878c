import { featureTitle } from '@foundry/domain/fonts/feature-samples';

/**
 * Features the text engine applies by itself (composition, mark positioning, joining forms,
 * right-to-left mirroring, kerning, required ligatures) or that only feed glyph pickers (aalt). A
 * buyer never chooses them, so the tester and the features section do not offer them
 * (docs/family-page.md). The one list of them.
 */
export const SHAPING_FEATURES: ReadonlySet<string> = new Set([
  'aalt',
  'abvf',
  'abvm',
  'abvs',
  'akhn',
  'blwf',
  'blwm',
  'blws',
  'ccmp',
  'cfar',
  'cjct',
  'curs',
  'dist',
  'fin2',
  'fin3',
  'fina',
  'half',
  'haln',
  'init',
  'isol',
  'kern',
  'lfbd',
  'ljmo',
  'locl',
  'ltra',
  'ltrm',
  'mark',
  'med2',
  'medi',
  'mkmk',
  'mset',
  'nukt',
  'opbd',
  'pref',
  'pres',
  'pstf',
  'psts',
  'rclt',
  'rkrf',
  'rlig',
  'rphf',
  'rtbd',
  'rtla',
  'rtlm',
  'rvrn',
  'size',
  'stch',
  'tjmo',
  'vatu',
  'vert',
  'vjmo',
  'vkrn',
  'vpal',
  'vrt2',
  'vrtr',
]);

export interface OfferedFeature {
  tag: string;
  /** The font's own name for a set or variant (Inter's ss01 "Open digits"), else a readable one. */
  name: string;
}

/**
 * The features a buyer can switch, in the family's order and without repeats, each with its name:
 * the title the API read from the font's name table where it gave one, else the registry's name
 * ("Stylistic set 1", "Tabular figures").
 */
export function offeredFeatures(
  tags: readonly string[],
  namedByFont: readonly { tag: string; title: string }[] = [],
): OfferedFeature[] {
  const names = new Map(namedByFont.map((entry) => [entry.tag, entry.title]));
  return [...new Set(tags)]
    .filter((tag) => !SHAPING_FEATURES.has(tag))
    .map((tag) => ({ tag, name: names.get(tag)?.trim() || featureTitle(tag) }));
}
