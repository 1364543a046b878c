import { describe, expect, it } from 'vitest';
import { isQuickSearchQuery } from './is-quick-search-query.ts';

describe('isQuickSearchQuery', () => {
  it('needs at least three characters', () => {
    expect(isQuickSearchQuery('gro')).toBe(true);
    expect(isQuickSearchQuery('Grotesk')).toBe(true);
    expect(isQuickSearchQuery('gr')).toBe(false);
    expect(isQuickSearchQuery('')).toBe(false);
  });

  it('does not count surrounding spaces and counts characters, not code units', () => {
    expect(isQuickSearchQuery('  ab  ')).toBe(false);
    expect(isQuickSearchQuery('a😀')).toBe(false);
    expect(isQuickSearchQuery('a b')).toBe(true);
  });
});
