import { describe, expect, it } from 'vitest';
import {
  EMPTY_FONTS_IN_USE_FORM,
  formProblems,
  inputOf,
  serverFieldErrors,
} from './fonts-in-use-form-values.ts';

const KEY = `uploads/${'a'.repeat(64)}.png`;
const NOW = new Date('2026-03-01T00:00:00Z');

describe('fonts-in-use form values', () => {
  it('sends blanks as null and the year as a number', () => {
    const input = inputOf({ ...EMPTY_FONTS_IN_USE_FORM, title: ' Menu ', year: ' 2024 ', families: ['3'] }, [
      KEY,
    ]);
    expect(input).toMatchObject({ title: 'Menu', designer: null, year: 2024, country: null, images: [KEY] });
  });

  it('refuses a year that is not a number with the domain rule', () => {
    const values = { ...EMPTY_FONTS_IN_USE_FORM, title: 'Menu', families: ['3'] };
    expect(formProblems(values, [KEY], NOW)).toEqual({});
    expect(formProblems({ ...values, year: '20x4' }, [KEY], NOW).year).toBe('A year from 1900 to 2027.');
  });

  it("places the server's field messages on known fields and keeps the others", () => {
    expect(serverFieldErrors({ title: 'Too long.', id: 'Project not found.', year: 5 })).toEqual({
      fields: { title: 'Too long.' },
      other: ['Project not found.'],
    });
    expect(serverFieldErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});
