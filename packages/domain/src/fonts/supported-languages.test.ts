import { describe, expect, it } from 'vitest';
import { commonCodePoints, type LanguageExemplars, supportedLanguages } from './supported-languages.ts';

const cps = (text: string) => Array.from(text, (char) => char.codePointAt(0) as number);

const TABLE: LanguageExemplars[] = [
  { code: 'en', name: 'English', codePoints: cps('abcdefghijklmnopqrstuvwxyz') },
  { code: 'de', name: 'German', codePoints: cps('abcdefghijklmnopqrstuvwxyzäöüß') },
  { code: 'fa', name: 'Persian', codePoints: [...cps('ابپ'), 0x200c] },
  { code: 'xx', name: 'Empty', codePoints: [] },
];

describe('supportedLanguages', () => {
  const latin = new Set(cps('abcdefghijklmnopqrstuvwxyzäöüß'));

  it('lists the languages whose exemplars are all covered, in table order', () => {
    expect(supportedLanguages(latin, TABLE)).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'German' },
    ]);
  });

  it('drops a language when one of its characters is removed', () => {
    const withoutSharpS = new Set(latin);
    withoutSharpS.delete('ß'.codePointAt(0) as number);
    expect(supportedLanguages(withoutSharpS, TABLE).map((l) => l.code)).toEqual(['en']);
  });

  it('does not require format characters such as ZWNJ', () => {
    expect(supportedLanguages(new Set(cps('ابپ')), TABLE).map((l) => l.code)).toEqual(['fa']);
  });

  it('never lists a language with an empty set', () => {
    expect(supportedLanguages(new Set(), TABLE)).toEqual([]);
  });
});

describe('commonCodePoints', () => {
  it('keeps what every set has', () => {
    expect([...commonCodePoints([cps('abc'), cps('bcd'), cps('cb')])].sort()).toEqual(cps('bc'));
  });

  it('is empty for no sets', () => {
    expect(commonCodePoints([]).size).toBe(0);
  });
});
