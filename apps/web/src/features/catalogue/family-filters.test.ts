import { describe, expect, it } from 'vitest';
import { ALL, categoryOf, facetValues, filterFamilies, fromPrice, NO_FILTER } from './family-filters.ts';

const inter = {
  id: 'inter',
  isIconFamily: false,
  flavor: 'sans-serif',
  supportedScripts: ['Latin', 'Greek'],
  variableFonts: [{}],
};
const vollkorn = {
  id: 'vollkorn',
  isIconFamily: false,
  flavor: 'serif',
  supportedScripts: ['Latin'],
  variableFonts: [],
};
const noto = {
  id: 'noto',
  isIconFamily: false,
  flavor: 'sans-serif',
  supportedScripts: ['Arabic', 'Latin'],
  variableFonts: [],
};
const icons = {
  id: 'icons',
  isIconFamily: true,
  flavor: 'sans-serif',
  supportedScripts: [],
  variableFonts: [{}],
};
const all = [inter, vollkorn, noto, icons];
const ids = (families: { id: string }[]) => families.map((family) => family.id);

describe('the /fonts filters', () => {
  it('let every family through when nothing is chosen', () => {
    expect(ids(filterFamilies(all, NO_FILTER))).toEqual(['inter', 'vollkorn', 'noto', 'icons']);
  });

  it('narrow by category, an icon font being in "icons" whatever its flavour', () => {
    expect(categoryOf(icons)).toBe('icons');
    expect(ids(filterFamilies(all, { ...NO_FILTER, category: 'sans-serif' }))).toEqual(['inter', 'noto']);
    expect(ids(filterFamilies(all, { ...NO_FILTER, category: 'icons' }))).toEqual(['icons']);
  });

  it('combine script and variable with the category', () => {
    expect(ids(filterFamilies(all, { ...NO_FILTER, script: 'Latin' }))).toEqual([
      'inter',
      'vollkorn',
      'noto',
    ]);
    expect(ids(filterFamilies(all, { category: ALL, script: 'Latin', variableOnly: true }))).toEqual([
      'inter',
    ]);
    expect(ids(filterFamilies(all, { category: 'serif', script: 'Arabic', variableOnly: false }))).toEqual(
      [],
    );
  });

  it('offer only the values some family has', () => {
    expect(facetValues(all)).toEqual({
      categories: ['icons', 'sans-serif', 'serif'],
      scripts: ['Arabic', 'Greek', 'Latin'],
      anyVariable: true,
    });
    expect(facetValues([vollkorn]).anyVariable).toBe(false);
  });
});

describe('fromPrice', () => {
  it('is the lowest base price, a style or the family, and none without a price', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    expect(fromPrice({ basicStyle: eur(4900), basicFamily: eur(29900) })).toEqual(eur(4900));
    expect(fromPrice({ basicStyle: null, basicFamily: eur(29900) })).toEqual(eur(29900));
    expect(fromPrice({ basicStyle: eur(0), basicFamily: null })).toBeNull();
    expect(fromPrice(undefined)).toBeNull();
  });
});
