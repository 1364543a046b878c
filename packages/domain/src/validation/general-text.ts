/**
 * Characters accepted in free text fields (names, street, company, messages): Latin and extended
 * Latin, punctuation and the related Unicode blocks. Chosen blocks:
 * - U+0020–007E Basic Latin (printable only)
 * - U+00A0–00FF Latin-1 Supplement (printable only: no C1 controls)
 * - U+0100–024F Latin Extended-A and -B
 * - U+02B0–02FF Spacing Modifier Letters (ʻokina, modifier apostrophe)
 * - U+0300–036F Combining Diacritical Marks (decomposed accents, as some keyboards and macOS send them)
 * - U+1E00–1EFF Latin Extended Additional (Vietnamese, Welsh ŵ ŷ)
 * - U+2010–2027, U+202F, U+2030–205E General Punctuation: dashes, quotes, ellipsis, narrow no-break
 *   space; NOT the zero-width, bidi-override and invisible formatting characters (U+200B–200F,
 *   U+202A–202E, U+2060–206F) nor the line and paragraph separators, which hide or spoof text
 * - U+20A0–20CF Currency Symbols, U+2100–214F Letterlike Symbols (™, №)
 * - U+2C60–2C7F, U+A720–A7FF, U+AB30–AB6F Latin Extended-C, -D, -E
 * - U+FB00–FB06 Latin ligatures (ﬁ, ﬂ)
 * Everything else is refused: control characters, emoji, CJK, Cyrillic, Greek, Arabic…
 */
const GENERAL_TEXT_CHARACTERS =
  '\\u{20}-\\u{7E}\\u{A0}-\\u{24F}\\u{2B0}-\\u{36F}\\u{1E00}-\\u{1EFF}\\u{2010}-\\u{2027}\\u{202F}' +
  '\\u{2030}-\\u{205E}\\u{20A0}-\\u{20CF}\\u{2100}-\\u{214F}\\u{2C60}-\\u{2C7F}\\u{A720}-\\u{A7FF}' +
  '\\u{AB30}-\\u{AB6F}\\u{FB00}-\\u{FB06}';

/** One line of general text (empty allowed: whether a field is required is checked separately). */
export const GENERAL_TEXT_PATTERN = new RegExp(`^[${GENERAL_TEXT_CHARACTERS}]*$`, 'u');

/** General text over several lines (text areas): also tab, line feed and carriage return. */
export const GENERAL_MULTILINE_TEXT_PATTERN = new RegExp(`^[\\t\\n\\r${GENERAL_TEXT_CHARACTERS}]*$`, 'u');

export function isGeneralText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? GENERAL_MULTILINE_TEXT_PATTERN : GENERAL_TEXT_PATTERN).test(value);
}
