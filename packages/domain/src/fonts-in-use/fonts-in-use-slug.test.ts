import { describe, expect, it } from 'vitest';
import { FONTS_IN_USE_SLUG_MAX_LENGTH, fontsInUseSlug, uniqueFontsInUseSlug } from './fonts-in-use-slug.ts';

describe('fontsInUseSlug', () => {
  it('makes lower-case ASCII words joined by single dashes', () => {
    expect(fontsInUseSlug('  Café Zürich — Menu & Signs!  ')).toBe('cafe-zurich-menu-signs');
    expect(fontsInUseSlug('Metro 2025')).toBe('metro-2025');
  });

  it('falls back to "project" for titles without Latin letters or digits', () => {
    expect(fontsInUseSlug('مرحبا')).toBe('project');
    expect(fontsInUseSlug('---')).toBe('project');
  });

  it('stays within the length limit without a trailing dash', () => {
    const slug = fontsInUseSlug(`${'a'.repeat(FONTS_IN_USE_SLUG_MAX_LENGTH - 1)} bbbb`);
    expect(slug.length).toBeLessThanOrEqual(FONTS_IN_USE_SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueFontsInUseSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(uniqueFontsInUseSlug('menu', new Set())).toBe('menu');
    expect(uniqueFontsInUseSlug('menu', new Set(['menu']))).toBe('menu-2');
    expect(uniqueFontsInUseSlug('menu', new Set(['menu', 'menu-2', 'menu-3']))).toBe('menu-4');
  });
});
