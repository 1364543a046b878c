import { describe, expect, it } from 'vitest';
import { shopSlug, valueForSlug } from './shop-slug.ts';

describe('shopSlug', () => {
  it('lowercases and joins words with one hyphen', () => {
    expect(shopSlug('Global Type Institute')).toBe('global-type-institute');
    expect(shopSlug('  Type & Lettering  ')).toBe('type-lettering');
    expect(shopSlug('50 × 70 cm')).toBe('50-70-cm');
  });

  it('drops accents and keeps letters of other scripts', () => {
    expect(shopSlug('Čeština Écriture')).toBe('cestina-ecriture');
    expect(shopSlug('عربي')).toBe('عربي');
  });

  it('keeps language codes as they are', () => {
    expect(shopSlug('en')).toBe('en');
  });
});

describe('valueForSlug', () => {
  it('finds the value a slug was made from, or null', () => {
    const values = ['Foundry Press', 'Global Type Institute'];
    expect(valueForSlug('global-type-institute', values)).toBe('Global Type Institute');
    expect(valueForSlug('vollkorn-editions', values)).toBeNull();
  });
});
