/**
 * How a glyph grid groups a font's glyphs. Fonts carry no such grouping, so it is derived from the
 * Unicode properties of the glyph's code point, with JavaScript's property escapes (`\p{…}`), which
 * follow the Unicode version of the running engine:
 *
 * 1. No code point (ligatures, alternates, .notdef) → 'Other'.
 * 2. A code point whose Script is one of GLYPH_SCRIPTS → that script, whatever its general category,
 *    so an Arabic font shows its letters and Arabic-Indic digits together. Script, not
 *    Script_Extensions: the extensions give the Latin combining accents to Greek and Cyrillic too, so
 *    marks shared between scripts (Script=Inherited, e.g. the Arabic harakat) stay in 'Marks'.
 * 3. Otherwise (Latin, Common, Inherited and scripts not listed) by general category:
 *    Lu/Lt → 'Uppercase', Ll → 'Lowercase', other letters (Lm, Lo) → 'Letters', N → 'Figures',
 *    P → 'Punctuation', S → 'Symbols', M → 'Marks', Z/Cc/Cf → 'Spaces' (invisible characters),
 *    Co → 'Private use' (icon fonts live there), anything else → 'Other'.
 */

/** Scripts with their own category, in the order they are listed. Latin is split by case instead. */
export const GLYPH_SCRIPTS = [
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
] as const;

export type GlyphScript = (typeof GLYPH_SCRIPTS)[number];

/** Every category in the stable order lists are given in. */
export const GLYPH_CATEGORIES = [
  'Uppercase',
  'Lowercase',
  'Letters',
  'Figures',
  'Punctuation',
  'Symbols',
  'Marks',
  'Spaces',
  ...GLYPH_SCRIPTS,
  'Private use',
  'Other',
] as const;

export type GlyphCategory = (typeof GLYPH_CATEGORIES)[number];

const scriptPatterns = GLYPH_SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const,
);

const generalCategories: readonly (readonly [RegExp, GlyphCategory])[] = [
  [/^[\p{Lu}\p{Lt}]$/u, 'Uppercase'],
  [/^\p{Ll}$/u, 'Lowercase'],
  [/^\p{L}$/u, 'Letters'],
  [/^\p{N}$/u, 'Figures'],
  [/^\p{P}$/u, 'Punctuation'],
  [/^\p{S}$/u, 'Symbols'],
  [/^\p{M}$/u, 'Marks'],
  [/^[\p{Z}\p{Cc}\p{Cf}]$/u, 'Spaces'],
  [/^\p{Co}$/u, 'Private use'],
];

/** The category of a glyph whose (lowest) code point is `codePoint`; null for unencoded glyphs. */
export function glyphCategoryOf(codePoint: number | null): GlyphCategory {
  if (codePoint === null || !Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    return 'Other';
  }
  const character = String.fromCodePoint(codePoint);
  for (const [script, pattern] of scriptPatterns) if (pattern.test(character)) return script;
  for (const [pattern, category] of generalCategories) if (pattern.test(character)) return category;
  return 'Other';
}

/** Categories sorted into GLYPH_CATEGORIES order; names outside the list keep their order at the end. */
export function glyphCategoryRank(category: string): number {
  const index = (GLYPH_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? GLYPH_CATEGORIES.length : index;
}
