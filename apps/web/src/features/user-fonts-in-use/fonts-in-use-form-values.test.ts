import { describe, expect, it } from 'vitest';
import { EMPTY_FONTS_IN_USE_FORM, fontsInUseFieldOf, inputOf } from './fonts-in-use-form-values.ts';

const KEY = `uploads/${'a'.repeat(64)}.png`;

describe('fonts-in-use form values', () => {
  it('sends blanks as null and the year as a number', () => {
    const input = inputOf({
      ...EMPTY_FONTS_IN_USE_FORM,
      title: ' Menu ',
      year: ' 2024 ',
      families: ['3'],
      images: [KEY],
    });
    expect(input).toMatchObject({ title: 'Menu', designer: null, year: 2024, country: null, images: [KEY] });
  });

  it("places the server's field messages on known fields and keeps the others", () => {
    expect(fontsInUseFieldOf('title')).toBe('title');
    expect(fontsInUseFieldOf('images')).toBe('images');
    expect(fontsInUseFieldOf('id')).toBeNull();
  });
});
