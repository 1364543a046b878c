import { describe, expect, it } from 'vitest';
import {
  customisationTitleProblem,
  FONT_CUSTOMISATION_TITLE_MAX_LENGTH,
  isSameCustomisationTitle,
  normaliseCustomisationTitle,
} from './customisation-title.ts';

describe('customisation titles', () => {
  it('accepts 1 to 60 characters of general text once trimmed', () => {
    expect(customisationTitleProblem('Headline')).toBeNull();
    expect(customisationTitleProblem(`  ${'a'.repeat(FONT_CUSTOMISATION_TITLE_MAX_LENGTH)}  `)).toBeNull();
    expect(customisationTitleProblem('Café – semi-bold №2')).toBeNull();
    expect(normaliseCustomisationTitle('  Headline  ')).toBe('Headline');
  });

  it('refuses a blank title, a long one and characters outside general text', () => {
    expect(customisationTitleProblem('   ')).toBe('Please name the customisation.');
    expect(customisationTitleProblem('a'.repeat(FONT_CUSTOMISATION_TITLE_MAX_LENGTH + 1))).toBe(
      'At most 60 characters.',
    );
    expect(customisationTitleProblem('Heading 🙂')).toMatch(/not allowed/);
    expect(customisationTitleProblem('Line\nbreak')).toMatch(/not allowed/);
  });

  it('compares titles without regard to case or surrounding spaces', () => {
    expect(isSameCustomisationTitle('Headline', ' headLINE ')).toBe(true);
    expect(isSameCustomisationTitle('Headline', 'Headline 2')).toBe(false);
  });
});
