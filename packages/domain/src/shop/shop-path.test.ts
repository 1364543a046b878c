import { describe, expect, it } from 'vitest';
import {
  buildShopPath,
  parseShopSegments,
  type ShopFacets,
  shopQueryFor,
  withShopFilter,
} from './shop-path.ts';

const FACETS: ShopFacets = {
  categories: ['Prints', 'Research', 'Type & Lettering'],
  publishers: ['Foundry Press', 'Global Type Institute'],
  languages: ['ar', 'en'],
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean).slice(1);

describe('buildShopPath', () => {
  it('is the bare listing for no filters and the default sort', () => {
    expect(buildShopPath('posters')).toBe('/posters');
    expect(buildShopPath('books', { filters: {}, sort: 'newest' })).toBe('/books');
  });

  it('never writes newest, and writes any other sort key last', () => {
    expect(buildShopPath('posters', { sort: 'a-z' })).toBe('/posters/a-z');
    expect(buildShopPath('posters', { filters: { category: 'prints' }, sort: 'newest' })).toBe(
      '/posters/category/prints',
    );
    expect(buildShopPath('tshirts', { filters: { category: 'apparel' }, sort: 'oldest' })).toBe(
      '/tshirts/category/apparel/oldest',
    );
  });

  it('orders filters category, publisher, language whatever order they were set in', () => {
    const path = buildShopPath('books', {
      filters: { language: 'en', publisher: 'foundry-press', category: 'typography' },
      sort: 'z-a',
    });
    expect(path).toBe('/books/category/typography/publisher/foundry-press/language/en/z-a');
  });
});

describe('parseShopSegments', () => {
  it('reads the bare listing as no filters, newest', () => {
    expect(parseShopSegments([])).toEqual({ filters: {}, sort: 'newest' });
  });

  it('round-trips every path buildShopPath makes', () => {
    const states = [
      { filters: {}, sort: 'a-z' as const },
      { filters: { category: 'prints' }, sort: 'newest' as const },
      { filters: { publisher: 'global-type-institute', language: 'ar' }, sort: 'oldest' as const },
      {
        filters: { category: 'type-lettering', publisher: 'foundry-press', language: 'en' },
        sort: 'z-a' as const,
      },
    ];
    for (const state of states) {
      expect(parseShopSegments(segmentsOf(buildShopPath('posters', state)))).toEqual(state);
    }
  });

  it('accepts filters out of order and a written-out newest, which then build a shorter canonical path', () => {
    const state = parseShopSegments(['language', 'en', 'category', 'prints', 'newest']);
    expect(state).toEqual({ filters: { language: 'en', category: 'prints' }, sort: 'newest' });
    if (!state) throw new Error('not parsed');
    expect(buildShopPath('posters', state)).toBe('/posters/category/prints/language/en');
  });

  it('drops a trailing filter key that has no value, so the canonical path leaves it out', () => {
    expect(parseShopSegments(['category'])).toEqual({ filters: {}, sort: 'newest' });
    const state = parseShopSegments(['a-z', 'category']);
    expect(state).toEqual({ filters: {}, sort: 'a-z' });
    if (!state) throw new Error('not parsed');
    expect(buildShopPath('posters', state)).toBe('/posters/a-z');
  });

  it('refuses unknown words, missing values, repeats and values that are not slugs', () => {
    for (const segments of [
      ['colour', 'red'],
      ['category', 'prints', 'category', 'research'],
      ['a-z', 'z-a'],
      ['category', 'Prints'],
      ['category', 'two words'],
      ['category', '%E0%A4%A'],
    ]) {
      expect(parseShopSegments(segments)).toBeNull();
    }
  });
});

describe('shopQueryFor', () => {
  it('maps slugs to the listing’s own values and the sort key to the API order', () => {
    expect(
      shopQueryFor(
        'posters',
        { filters: { category: 'type-lettering', language: 'ar' }, sort: 'a-z' },
        FACETS,
      ),
    ).toEqual({
      productType: 'POSTER',
      categories: ['Type & Lettering'],
      publishers: [],
      languages: ['ar'],
      sortBy: 'A_Z',
    });
  });

  it('has no type on the general /products listing and sorts newest by default', () => {
    expect(shopQueryFor('products', { filters: {}, sort: 'newest' }, FACETS)).toMatchObject({
      productType: null,
      sortBy: 'NEWEST',
    });
  });

  it('is null when a slug names no value of the listing', () => {
    expect(shopQueryFor('posters', { filters: { publisher: 'nobody' }, sort: 'newest' }, FACETS)).toBeNull();
  });
});

describe('withShopFilter', () => {
  const base = { filters: { category: 'prints' }, sort: 'a-z' as const };

  it('sets a filter by its value and keeps the sort', () => {
    expect(withShopFilter(base, 'publisher', 'Foundry Press')).toEqual({
      filters: { category: 'prints', publisher: 'foundry-press' },
      sort: 'a-z',
    });
  });

  it('replaces another value of the same filter', () => {
    expect(withShopFilter(base, 'category', 'Research').filters).toEqual({ category: 'research' });
  });

  it('clears the filter when the chosen value is chosen again or null is given', () => {
    expect(withShopFilter(base, 'category', 'Prints').filters).toEqual({});
    expect(withShopFilter(base, 'category', null).filters).toEqual({});
  });
});
