import { describe, expect, it } from 'vitest';
import { filterLanguages, languagesByScript } from './languages-by-script.ts';

const LANGUAGES = [
  { code: 'ru', name: 'Russian' },
  { code: 'de', name: 'German' },
  { code: 'sr-Latn', name: 'Serbian (Latin)' },
  { code: 'en', name: 'English' },
  { code: 'el', name: 'Greek' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'fr', name: 'French' },
];

describe('languagesByScript', () => {
  it('groups by the script each language is written in, the largest group first, names sorted', () => {
    const groups = languagesByScript(LANGUAGES, 'Other scripts');
    expect(groups.map((group) => group.script)).toEqual(['Latin', 'Cyrillic', 'Greek']);
    expect(groups[0]?.languages.map((language) => language.name)).toEqual([
      'English',
      'French',
      'German',
      'Serbian (Latin)',
    ]);
    expect(groups[1]?.languages.map((language) => language.code)).toEqual(['ru', 'uk']);
  });

  it('puts a language of no known script under the other label, last', () => {
    const groups = languagesByScript([{ code: 'zz-!!', name: 'Nonsense' }, ...LANGUAGES], 'Other scripts');
    expect(groups.at(-1)).toEqual({
      script: 'Other scripts',
      languages: [{ code: 'zz-!!', name: 'Nonsense' }],
    });
  });
});

describe('filterLanguages', () => {
  const groups = languagesByScript(LANGUAGES, 'Other scripts');

  it('keeps the languages whose name contains the search, or whose code it is, dropping empty scripts', () => {
    expect(filterLanguages(groups, 'rus')).toEqual([
      { script: 'Cyrillic', languages: [{ code: 'ru', name: 'Russian' }] },
    ]);
    expect(filterLanguages(groups, ' EL ').map((group) => group.script)).toEqual(['Greek']);
    expect(filterLanguages(groups, 'xyz')).toEqual([]);
  });

  it('keeps every group for an empty search', () => {
    expect(filterLanguages(groups, '  ')).toEqual(groups);
  });
});
