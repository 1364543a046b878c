import { describe, expect, it } from 'vitest';
import { GLYPH_CATEGORIES, glyphCategoryOf, glyphCategoryRank } from './glyph-category.ts';

const of = (character: string) => glyphCategoryOf(character.codePointAt(0) ?? null);

describe('glyphCategoryOf', () => {
  it('splits Latin letters by case and keeps other letters apart', () => {
    expect(of('A')).toBe('Uppercase');
    expect(of('Ǆ')).toBe('Uppercase');
    expect(of('ǅ')).toBe('Uppercase');
    expect(of('z')).toBe('Lowercase');
    expect(of('ß')).toBe('Lowercase');
    expect(of('ª')).toBe('Letters');
  });

  it('groups figures, punctuation, symbols, marks and spaces by general category', () => {
    expect(of('7')).toBe('Figures');
    expect(of('½')).toBe('Figures');
    expect(of('“')).toBe('Punctuation');
    expect(of('€')).toBe('Symbols');
    expect(of('+')).toBe('Symbols');
    expect(of('\u0301')).toBe('Marks');
    expect(of(' ')).toBe('Spaces');
    expect(of('\u00a0')).toBe('Spaces');
    expect(of('\u200d')).toBe('Spaces');
    expect(of('\ue000')).toBe('Private use');
  });

  it('gives letters, marks and digits of a listed script to that script', () => {
    expect(of('Ω')).toBe('Greek');
    expect(of('ж')).toBe('Cyrillic');
    expect(of('ب')).toBe('Arabic');
    expect(of('\u0650')).toBe('Marks'); // kasra: Script=Inherited, shared by Arabic and Syriac
    expect(of('،')).toBe('Punctuation'); // Arabic comma: Script=Common
    expect(of('٣')).toBe('Arabic');
    expect(of('क')).toBe('Devanagari');
    expect(of('\u093f')).toBe('Devanagari');
    expect(of('ש')).toBe('Hebrew');
    expect(of('ก')).toBe('Thai');
  });

  it('puts unencoded glyphs and impossible code points in Other', () => {
    expect(glyphCategoryOf(null)).toBe('Other');
    expect(glyphCategoryOf(-1)).toBe('Other');
    expect(glyphCategoryOf(0x110000)).toBe('Other');
  });
});

describe('glyphCategoryRank', () => {
  it('orders categories as GLYPH_CATEGORIES lists them, unknown names last', () => {
    const shuffled = ['Other', 'Arabic', 'Figures', 'Uppercase', 'Made up'];
    expect([...shuffled].sort((a, b) => glyphCategoryRank(a) - glyphCategoryRank(b))).toEqual([
      'Uppercase',
      'Figures',
      'Arabic',
      'Other',
      'Made up',
    ]);
    expect(glyphCategoryRank('Uppercase')).toBe(0);
    expect(glyphCategoryRank('Other')).toBe(GLYPH_CATEGORIES.length - 1);
  });
});
