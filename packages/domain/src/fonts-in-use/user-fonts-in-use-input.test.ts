import { describe, expect, it } from 'vitest';
import {
  latestFontsInUseYear,
  normaliseUserFontsInUse,
  USER_FONTS_IN_USE_LIMITS,
  type UserFontsInUseValues,
  userFontsInUseProblems,
} from './user-fonts-in-use-input.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const KEY = `uploads/${'a'.repeat(64)}.jpg`;
const VALID: UserFontsInUseValues = {
  title: 'Harbour Festival',
  description: 'Posters and banners.\nSet in Vollkorn.',
  designer: 'Studio Nord',
  designerUrl: 'https://studio-nord.example',
  photoCredits: 'Photos: Ana',
  year: 2025,
  category: 'Posters',
  output: 'Print',
  country: 'cz',
  languages: ['cs', 'en'],
  families: ['3'],
  images: [KEY],
};
const problems = (change: Partial<UserFontsInUseValues>, countryCodes?: ReadonlySet<string>) =>
  userFontsInUseProblems({ ...VALID, ...change }, { now: NOW, ...(countryCodes ? { countryCodes } : {}) });

describe('userFontsInUseProblems', () => {
  it('accepts a complete submission and one with only the required fields', () => {
    expect(problems({})).toEqual({});
    expect(userFontsInUseProblems({ title: 'X', families: ['1'], images: [KEY] }, { now: NOW })).toEqual({});
  });

  it('requires a title of at most 120 characters on one line', () => {
    expect(problems({ title: '   ' }).title).toBe('Please name the project.');
    expect(problems({ title: 'a'.repeat(120) })).toEqual({});
    expect(problems({ title: 'a'.repeat(121) }).title).toBe('At most 120 characters.');
    expect(problems({ title: 'Line\nbreak' }).title).toMatch(/not allowed/);
    expect(problems({ title: 'Ключ Ω 東京 مرحبا' })).toEqual({});
  });

  it('limits the description to 2000 characters, line breaks allowed, hidden characters not', () => {
    expect(problems({ description: 'a'.repeat(2000) })).toEqual({});
    expect(problems({ description: 'a'.repeat(2001) }).description).toBe('At most 2000 characters.');
    expect(problems({ description: 'right\u202Eleft' }).description).toMatch(/not allowed/);
  });

  it('takes only absolute http(s) designer addresses', () => {
    expect(problems({ designerUrl: 'http://a.example/x' })).toEqual({});
    for (const url of ['javascript:alert(1)', 'ftp://a.example', 'a.example', 'https://']) {
      expect(problems({ designerUrl: url }).designerUrl, url).toMatch(/http/);
    }
  });

  it('takes years from 1900 to next year', () => {
    expect(latestFontsInUseYear(NOW)).toBe(2027);
    expect(problems({ year: 1900 })).toEqual({});
    expect(problems({ year: 2027 })).toEqual({});
    expect(problems({ year: 1899 }).year).toBe('A year from 1900 to 2027.');
    expect(problems({ year: 2028 }).year).toBe('A year from 1900 to 2027.');
    expect(problems({ year: 2000.5 }).year).toBeDefined();
  });

  it('takes category, output, languages and country from their lists', () => {
    expect(problems({ category: 'Spaceships' }).category).toBeDefined();
    expect(problems({ output: 'Telepathy' }).output).toBeDefined();
    expect(problems({ languages: ['en', 'xx'] }).languages).toBeDefined();
    expect(
      problems({
        languages: Array(11)
          .fill('en')
          .map((_, i) => ['en', 'de', 'fr', 'es', 'it', 'cs', 'pl', 'nl', 'sv', 'da', 'fi'][i] as string),
      }).languages,
    ).toBe('At most 10 languages.');
    expect(problems({ country: 'Czechia' }).country).toBeDefined();
    expect(problems({ country: 'CZ' }, new Set(['CZ', 'DE']))).toEqual({});
    expect(problems({ country: 'XX' }, new Set(['CZ', 'DE'])).country).toBeDefined();
  });

  it('needs 1 to 10 families given by id', () => {
    expect(problems({ families: [] }).families).toBe('Please choose the families used.');
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect(problems({ families: eleven }).families).toBe('At most 10 families.');
    expect(problems({ families: ['1', '1', '2'] })).toEqual({});
    expect(problems({ families: ['inter'] }).families).toBeDefined();
  });

  it('needs 1 to 10 pictures under keys of the upload route', () => {
    expect(problems({ images: [] }).images).toBe('Please add at least one picture.');
    const many = Array.from(
      { length: USER_FONTS_IN_USE_LIMITS.maxImages + 1 },
      (_, i) => `uploads/${i.toString(16).padStart(64, '0')}.png`,
    );
    expect(problems({ images: many }).images).toBe('At most 10 pictures.');
    for (const key of [
      'fonts/secret.woff2',
      'uploads/../x.png',
      `uploads/${'A'.repeat(64)}.jpg`,
      `uploads/${'a'.repeat(64)}.svg`,
    ]) {
      expect(problems({ images: [key] }).images, key).toMatch(/not uploaded/);
    }
  });
});

describe('normaliseUserFontsInUse', () => {
  it('trims, turns blanks into null, upper-cases the country and drops repeats', () => {
    expect(
      normaliseUserFontsInUse({
        ...VALID,
        title: '  Harbour  ',
        designer: '  ',
        languages: ['EN', 'en', 'de'],
        families: ['3', '3', '4'],
        images: [KEY, KEY],
      }),
    ).toMatchObject({
      title: 'Harbour',
      designer: null,
      country: 'CZ',
      languages: ['en', 'de'],
      families: ['3', '4'],
      images: [KEY],
    });
  });
});
