import { describe, expect, it } from 'vitest';
import { styleForSlug, styleSlug } from './style-slug.ts';

describe('styleSlug', () => {
  it('lowercases and joins words with one hyphen', () => {
    expect(styleSlug('SemiBold Italic')).toBe('semibold-italic');
    expect(styleSlug('  Extra  Light / Oblique ')).toBe('extra-light-oblique');
    expect(styleSlug('Régulier')).toBe('regulier');
  });
});

describe('styleForSlug', () => {
  const styles = [{ title: 'Regular' }, { title: 'Bold Italic' }];
  it('finds the style by its slug, or none', () => {
    expect(styleForSlug(styles, 'bold-italic')).toBe(styles[1]);
    expect(styleForSlug(styles, 'black')).toBeUndefined();
  });
});
