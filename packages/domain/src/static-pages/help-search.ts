/** The most words a help search looks for; the rest of a pasted paragraph is ignored. */
export const HELP_SEARCH_MAX_WORDS = 8;

/**
 * The words of a help search: lower-cased, split on white space and punctuation at the edges, each
 * once. "Web-fonts, INVOICE" gives ["web-fonts", "invoice"]. An empty list means "no search".
 */
export function helpSearchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  const words = search
    .toLocaleLowerCase('en')
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, HELP_SEARCH_MAX_WORDS);
}

/** An item matches when every word occurs in its title or its body, ignoring case. */
export function helpItemMatches(item: { title: string; body: string }, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = `${item.title}\n${item.body}`.toLocaleLowerCase('en');
  return words.every((word) => text.includes(word));
}
