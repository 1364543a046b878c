import { normaliseSearchText, searchWords } from './normalise-search-text.ts';

/**
 * The ranking rule of search, as data so the database applies the very rule the tests state: a
 * document's score is that of the first tier it meets, and it matches at all only when it meets the
 * last one (every word of the term somewhere in its title or body). Patterns are SQL LIKE patterns
 * over normalised text; a folded term holds no wildcard, so the term's words go in verbatim.
 */
export interface SearchTier {
  /** What the tier is about, for tests and the docs. */
  name:
    | 'title-exact'
    | 'title-prefix'
    | 'title-word-prefix'
    | 'title-contains'
    | 'title-all-words'
    | 'anywhere';
  score: number;
  /** 'title': the normalised title; 'text': the normalised title and body, joined by a space. */
  field: 'title' | 'text';
  /** Every pattern must match. */
  patterns: string[];
}

export const SEARCH_SCORE = {
  titleExact: 100,
  titlePrefix: 80,
  titleWordPrefix: 60,
  titleContains: 40,
  titleAllWords: 30,
  anywhere: 10,
} as const;

/** The tiers for a term, best first; none when the term has no words. */
export function searchTiers(term: string): SearchTier[] {
  const phrase = normaliseSearchText(term);
  const words = searchWords(phrase);
  if (words.length === 0) return [];
  return [
    { name: 'title-exact', score: SEARCH_SCORE.titleExact, field: 'title', patterns: [phrase] },
    { name: 'title-prefix', score: SEARCH_SCORE.titlePrefix, field: 'title', patterns: [`${phrase}%`] },
    {
      name: 'title-word-prefix',
      score: SEARCH_SCORE.titleWordPrefix,
      field: 'title',
      patterns: [`% ${phrase}%`],
    },
    { name: 'title-contains', score: SEARCH_SCORE.titleContains, field: 'title', patterns: [`%${phrase}%`] },
    {
      name: 'title-all-words',
      score: SEARCH_SCORE.titleAllWords,
      field: 'title',
      patterns: words.map((word) => `%${word}%`),
    },
    {
      name: 'anywhere',
      score: SEARCH_SCORE.anywhere,
      field: 'text',
      patterns: words.map((word) => `%${word}%`),
    },
  ];
}

/** SQL LIKE without escapes ('%' any run, '_' one character), as the database evaluates it. */
export function likeMatches(text: string, pattern: string): boolean {
  const source = [...pattern]
    .map((character) => {
      if (character === '%') return '.*';
      if (character === '_') return '.';
      return character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`, 'su').test(text);
}

export interface SearchableDocument {
  title: string;
  /** Everything else searched: summary, description, body, categories… */
  body: string;
}

/** The document's score for the term (0: no match), by the tiers above. */
export function searchScore(document: SearchableDocument, term: string): number {
  const title = normaliseSearchText(document.title);
  const text = `${title} ${normaliseSearchText(document.body)}`;
  for (const tier of searchTiers(term)) {
    const subject = tier.field === 'title' ? title : text;
    if (tier.patterns.every((pattern) => likeMatches(subject, pattern))) return tier.score;
  }
  return 0;
}

/** Best score first; equal scores by title (A-Z), so the order is stable. */
export function compareSearchHits(
  a: { score: number; title: string },
  b: { score: number; title: string },
): number {
  return b.score - a.score || a.title.localeCompare(b.title, 'en');
}
