import { describe, expect, it } from 'vitest';
import { compareSearchHits, likeMatches, SEARCH_SCORE, searchScore, searchTiers } from './search-rank.ts';

const doc = (title: string, body = '') => ({ title, body });

describe('searchScore', () => {
  it('ranks exact title > title prefix > title word > title contains > all words in title > body', () => {
    expect(searchScore(doc('Inter'), 'inter')).toBe(SEARCH_SCORE.titleExact);
    expect(searchScore(doc('Inter Display'), 'inter')).toBe(SEARCH_SCORE.titlePrefix);
    expect(searchScore(doc('Rasmus Inter'), 'inter')).toBe(SEARCH_SCORE.titleWordPrefix);
    expect(searchScore(doc('Winter Sans'), 'inter')).toBe(SEARCH_SCORE.titleContains);
    expect(searchScore(doc('Serif Display Sans'), 'sans serif')).toBe(SEARCH_SCORE.titleAllWords);
    expect(searchScore(doc('Lyon', 'A text face inspired by interviews'), 'inter')).toBe(
      SEARCH_SCORE.anywhere,
    );
    expect(searchScore(doc('Lyon', 'A serif'), 'inter')).toBe(0);
  });

  it('ignores case, accents and punctuation on both sides', () => {
    expect(searchScore(doc('Café Grotesk'), 'CAFE')).toBe(SEARCH_SCORE.titlePrefix);
    expect(searchScore(doc('Cafe Grotesk'), 'café')).toBe(SEARCH_SCORE.titlePrefix);
    expect(searchScore(doc('Grotesk-Sans'), 'sans')).toBe(SEARCH_SCORE.titleWordPrefix);
  });

  it('needs every word of the term, in the title or the body', () => {
    expect(searchScore(doc('Lyon Text', 'a serif for books'), 'lyon books')).toBe(SEARCH_SCORE.anywhere);
    expect(searchScore(doc('Lyon Text', 'a serif'), 'lyon books')).toBe(0);
  });

  it('finds nothing for a term without words', () => {
    expect(searchTiers('...')).toEqual([]);
    expect(searchScore(doc('Anything'), ' - ')).toBe(0);
  });

  it('treats wildcard characters typed in the term as word breaks, not wildcards', () => {
    // As wildcards 'in_er' would be the exact title; as a word break it is the words 'in' and 'er'.
    expect(searchScore(doc('Inter'), 'in_er')).toBe(SEARCH_SCORE.titleAllWords);
    expect(searchScore(doc('Inter'), 'i%r')).toBe(SEARCH_SCORE.titleAllWords);
    expect(searchScore(doc('Lyon'), 'x%n')).toBe(0);
  });
});

describe('likeMatches', () => {
  it('evaluates % and _ as SQL LIKE does, and nothing else', () => {
    expect(likeMatches('inter display', 'inter%')).toBe(true);
    expect(likeMatches('inter', 'in_er')).toBe(true);
    expect(likeMatches('inter', 'int')).toBe(false);
    expect(likeMatches('a.b', 'a.b')).toBe(true);
    expect(likeMatches('axb', 'a.b')).toBe(false);
  });
});

describe('compareSearchHits', () => {
  it('puts the best score first and equal scores A-Z', () => {
    const hits = [
      { score: 40, title: 'Winter' },
      { score: 100, title: 'Inter' },
      { score: 40, title: 'Printer' },
    ];
    expect(hits.sort(compareSearchHits).map((hit) => hit.title)).toEqual(['Inter', 'Printer', 'Winter']);
  });
});
