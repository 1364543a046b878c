import { describe, expect, it } from 'vitest';
import { comparePath, isSortedAZ, sameCompareFonts, sortCompareAZ } from './compare-path.ts';

describe('comparePath', () => {
  it('puts each family URL in its own segment, in the given order', () => {
    expect(comparePath(['vollkorn', 'inter'])).toBe('/fonts/compare/vollkorn/inter');
    expect(comparePath([])).toBe('/fonts/compare');
    expect(comparePath(['a b'])).toBe('/fonts/compare/a%20b');
  });
});

describe('sortCompareAZ', () => {
  it('orders by title, ignoring case, without changing the input', () => {
    const input = [{ title: 'vollkorn' }, { title: 'Geist' }, { title: 'Inter' }];
    expect(sortCompareAZ(input).map((family) => family.title)).toEqual(['Geist', 'Inter', 'vollkorn']);
    expect(input[0]?.title).toBe('vollkorn');
  });

  it('tells whether a list already stands A-Z', () => {
    expect(isSortedAZ([{ title: 'Geist' }, { title: 'Inter' }])).toBe(true);
    expect(isSortedAZ([{ title: 'Inter' }, { title: 'Geist' }])).toBe(false);
  });
});

describe('sameCompareFonts', () => {
  it('ignores order but not membership', () => {
    expect(sameCompareFonts(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameCompareFonts(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameCompareFonts(['a'], ['a', 'b'])).toBe(false);
  });
});
