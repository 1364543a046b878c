import { describe, expect, it } from 'vitest';
import { normaliseSearchText, SEARCH_FOLDING_TABLE, searchWords } from './normalise-search-text.ts';

describe('normaliseSearchText', () => {
  it('lowercases, drops accents and joins white space', () => {
    expect(normaliseSearchText('  Café   GROTESK\tNo.\n2 ')).toBe('cafe grotesk no 2');
    expect(normaliseSearchText('Žluťoučký kůň')).toBe('zlutoucky kun');
    expect(normaliseSearchText('Łódź Øresund Ærø')).toBe('lodz oresund æro');
  });

  it('turns punctuation into word breaks, LIKE wildcards included', () => {
    expect(normaliseSearchText('Grotesk-Sans/Serif')).toBe('grotesk sans serif');
    expect(normaliseSearchText('100% bold_italic \\ x')).toBe('100 bold italic x');
  });

  it('keeps letters it has no plain form for, lowercased', () => {
    expect(normaliseSearchText('Шрифт ß')).toBe('шрифт ß');
  });

  it('folds every table character to one character, as SQL translate() needs', () => {
    expect([...SEARCH_FOLDING_TABLE.from].length).toBe([...SEARCH_FOLDING_TABLE.to].length);
    expect(new Set(SEARCH_FOLDING_TABLE.from).size).toBe(SEARCH_FOLDING_TABLE.from.length);
    expect(SEARCH_FOLDING_TABLE.to).toMatch(/^[a-z ]+$/);
  });
});

describe('searchWords', () => {
  it('gives the distinct words in order', () => {
    expect(searchWords('sans serif sans')).toEqual(['sans', 'serif']);
    expect(searchWords('')).toEqual([]);
  });
});
