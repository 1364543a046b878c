import { describe, expect, it } from 'vitest';
import { isLanguageLocale, readLanguageTable } from './language-table.ts';

describe('isLanguageLocale', () => {
  it('takes languages and language-script locales, not regional ones', () => {
    expect(isLanguageLocale('de')).toBe(true);
    expect(isLanguageLocale('yue')).toBe(true);
    expect(isLanguageLocale('sr-Latn')).toBe(true);
    expect(isLanguageLocale('de-AT')).toBe(false);
    expect(isLanguageLocale('es-419')).toBe(false);
    expect(isLanguageLocale('root')).toBe(false);
    expect(isLanguageLocale('und')).toBe(false);
  });
});

describe('readLanguageTable (cldr-misc-full)', () => {
  const table = readLanguageTable();
  const byCode = new Map(table.map((language) => [language.code, language]));

  it('holds the main exemplars of hundreds of languages, named in English', () => {
    expect(table.length).toBeGreaterThan(250);
    expect(byCode.get('de')?.name).toBe('German');
    expect(byCode.get('de')?.codePoints).toContain('ß'.codePointAt(0));
    expect(byCode.get('de')?.codePoints).not.toContain('é'.codePointAt(0));
    expect(byCode.get('ar')?.codePoints).toContain('ب'.codePointAt(0));
    expect(byCode.has('de-AT')).toBe(false);
  });

  it('requires the characters of multi-character strings (Czech {ch})', () => {
    expect(byCode.get('cs')?.codePoints).toContain('h'.codePointAt(0));
  });
});
