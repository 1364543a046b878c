import { describe, expect, it } from 'vitest';
import { EMPTY_FONTS_IN_USE_FORM, fontsInUseFormSchema, fontsInUseValuesOf } from './fonts-in-use-schema.ts';

const now = new Date('2026-06-01T00:00:00Z');
const empty = EMPTY_FONTS_IN_USE_FORM;
const filled = { ...empty, title: 'Harbour', families: ['3'], images: [`uploads/${'1'.repeat(64)}.png`] };

function problemsOf(value: unknown) {
  const found: Record<string, string> = {};
  for (const issue of fontsInUseFormSchema(now).safeParse(value).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('fontsInUseFormSchema', () => {
  it('wants a title, the families used and a picture; the rest is optional', () => {
    expect(problemsOf(empty)).toEqual({
      title: 'Please name the project.',
      families: 'Please choose the families used.',
      images: 'Please add at least one picture.',
    });
    expect(problemsOf(filled)).toEqual({});
  });

  it('checks the year, the designer’s address and the choices by the submission’s rules', () => {
    expect(problemsOf({ ...filled, year: '1850' })).toEqual({ year: 'A year from 1900 to 2027.' });
    expect(problemsOf({ ...filled, year: '20x5' })).toEqual({ year: 'A year from 1900 to 2027.' });
    expect(problemsOf({ ...filled, year: '2027' })).toEqual({});
    expect(problemsOf({ ...filled, designerUrl: 'javascript:alert(1)' }).designerUrl).toMatch(/http/);
    expect(problemsOf({ ...filled, category: 'Cakes' })).toEqual({
      category: 'Please choose a category from the list.',
    });
    expect(problemsOf({ ...filled, images: ['elsewhere/a.png'] })).toEqual({
      images: 'A picture was not uploaded. Please upload it again.',
    });
  });

  it('sends blanks as nothing and the year as a number', () => {
    expect(fontsInUseValuesOf({ ...filled, title: ' Harbour ', year: ' 2025 ', country: 'CZ' })).toEqual({
      ...filled,
      title: 'Harbour',
      description: null,
      designer: null,
      designerUrl: null,
      photoCredits: null,
      year: 2025,
      category: null,
      output: null,
      country: 'CZ',
    });
  });
});
