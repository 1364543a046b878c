import { describe, expect, it } from 'vitest';
import { addToCompareList, removeFromCompareList, setCompareList } from './compare-list.ts';

describe('addToCompareList', () => {
  it('adds a new font up to three', () => {
    const one = addToCompareList([], 'a');
    expect(one).toEqual({ ok: true, list: ['a'] });
    const three = addToCompareList(['a', 'b'], 'c');
    expect(three).toEqual({ ok: true, list: ['a', 'b', 'c'] });
  });

  it('refuses a font already in the list', () => {
    expect(addToCompareList(['a', 'b'], 'a')).toEqual({
      ok: false,
      reason: 'already_in_list',
      list: ['a', 'b'],
    });
  });

  it('refuses a fourth font', () => {
    expect(addToCompareList(['a', 'b', 'c'], 'd')).toMatchObject({ ok: false, reason: 'list_full' });
  });
});

describe('removeFromCompareList', () => {
  it('removes the font and keeps the order of the others', () => {
    expect(removeFromCompareList(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeFromCompareList(['a'], 'x')).toEqual(['a']);
  });
});

describe('setCompareList', () => {
  it('takes up to three fonts, dropping duplicates', () => {
    expect(setCompareList(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(setCompareList(['a', 'a'])).toEqual(['a']);
    expect(setCompareList([])).toEqual([]);
  });

  it('throws for more than three', () => {
    expect(() => setCompareList(['a', 'b', 'c', 'd'])).toThrow(
      'Cannot set compare list with more than 3 fonts',
    );
  });
});
