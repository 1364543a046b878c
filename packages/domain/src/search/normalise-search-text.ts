/**
 * Search compares text after folding it the same way in TypeScript and in SQL, so one rule works on
 * PGlite and PostgreSQL without the `unaccent` extension: each character of the folding table is
 * replaced by its plain lowercase letter (or a space for punctuation) — `translate()` in SQL — then
 * the text is lowercased, runs of white space become one space and the ends are trimmed.
 */

// Punctuation that separates words: folded to a space so "Grotesk-Sans" has the words grotesk and
// sans. It includes LIKE's wildcards and escape, so a folded term never needs escaping.
const WORD_SEPARATORS = '-‐‑–—_/\\.,:;!?()[]{}<>\'"‘’‚“”„«»&+*#@|~^%=\u00a0';

// Letters without a canonical decomposition that readers still see as accented ASCII letters.
const EXTRA_LETTERS: Record<string, string> = {
  Ø: 'o',
  ø: 'o',
  Đ: 'd',
  đ: 'd',
  Ł: 'l',
  ł: 'l',
  Ħ: 'h',
  ħ: 'h',
  ı: 'i',
  Ŧ: 't',
  ŧ: 't',
};

function buildFoldingTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const add = (source: string, target: string) => {
    if (from.includes(source)) return;
    from += source;
    to += target;
  };
  for (let letter = 'A'.charCodeAt(0); letter <= 'Z'.charCodeAt(0); letter += 1) {
    add(String.fromCharCode(letter), String.fromCharCode(letter).toLowerCase());
  }
  // Latin-1 Supplement letters, Latin Extended-A and B: whatever decomposes to one ASCII letter.
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const character = String.fromCharCode(code);
    const plain = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (plain !== character && /^[a-z]$/.test(plain)) add(character, plain);
  }
  for (const [source, target] of Object.entries(EXTRA_LETTERS)) add(source, target);
  for (const separator of WORD_SEPARATORS) add(separator, ' ');
  return { from, to };
}

/** `translate(text, from, to)`: the characters folded and what each becomes (same length). */
export const SEARCH_FOLDING_TABLE: Readonly<{ from: string; to: string }> = buildFoldingTable();

const FOLDING = new Map(
  [...SEARCH_FOLDING_TABLE.from].map((source, index) => [source, SEARCH_FOLDING_TABLE.to[index] ?? source]),
);

/** The text as search compares it: "Café  Grotesk-Sans" → "cafe grotesk sans". */
export function normaliseSearchText(text: string): string {
  let folded = '';
  for (const character of text) folded += FOLDING.get(character) ?? character;
  return folded.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The distinct words of a normalised text, in order. */
export function searchWords(normalised: string): string[] {
  return [...new Set(normalised.split(' ').filter((word) => word.length > 0))];
}
