import { describe, expect, it } from 'vitest';
import { fontCustomisationSchema } from '../forms/font-customisation-schema.ts';
import { schemaFieldErrors } from '../forms/schema-field-errors.ts';
import {
  FONT_CUSTOMISATION_TITLE_MAX_LENGTH,
  isSameCustomisationTitle,
  normaliseCustomisationTitle,
} from './customisation-title.ts';

/** What the API says of a title (fontCustomisationSchema), or null when it may be saved. */
const customisationTitleProblem = (title: string) =>
  schemaFieldErrors(fontCustomisationSchema, { title }).title ?? null;

describe('customisation titles', () => {
  it('accepts 1 to 60 characters of general text once trimmed', () => {
    expect(customisationTitleProblem('Headline')).toBeNull();
    expect(customisationTitleProblem(`  ${'a'.repeat(FONT_CUSTOMISATION_TITLE_MAX_LENGTH)}  `)).toBeNull();
    expect(customisationTitleProblem('Café – semi-bold №2')).toBeNull();
    expect(normaliseCustomisationTitle('  Headline  ')).toBe('Headline');
  });

  it('refuses a blank title, a long one and characters outside general text', () => {
    expect(customisationTitleProblem('   ')).toBe('This field is required.');
    expect(customisationTitleProblem('a'.repeat(FONT_CUSTOMISATION_TITLE_MAX_LENGTH + 1))).toBe(
      'At most 60 characters.',
    );
    expect(customisationTitleProblem('Heading 🙂')).toMatch(/forbidden character/);
    expect(customisationTitleProblem('Line\nbreak')).toMatch(/forbidden character/);
  });

  it('compares titles without regard to case or surrounding spaces', () => {
    expect(isSameCustomisationTitle('Headline', ' headLINE ')).toBe(true);
    expect(isSameCustomisationTitle('Headline', 'Headline 2')).toBe(false);
  });
});
