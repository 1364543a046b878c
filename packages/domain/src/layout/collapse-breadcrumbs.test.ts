import { describe, expect, it } from 'vitest';
import { collapseBreadcrumbs, hiddenBreadcrumbCount } from './collapse-breadcrumbs.ts';

describe('collapseBreadcrumbs', () => {
  it('keeps up to four entries as they are', () => {
    expect(collapseBreadcrumbs([])).toEqual([]);
    expect(collapseBreadcrumbs(['Home'])).toEqual(['Home']);
    expect(collapseBreadcrumbs(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(hiddenBreadcrumbCount(['a', 'b', 'c', 'd'])).toBe(0);
  });

  it('shows the first and the last three above four', () => {
    expect(collapseBreadcrumbs(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'd', 'e']);
    expect(collapseBreadcrumbs(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual(['a', 'e', 'f', 'g']);
    expect(hiddenBreadcrumbCount(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(3);
  });

  it('returns a new array', () => {
    const items = ['a', 'b'];
    expect(collapseBreadcrumbs(items)).not.toBe(items);
  });
});
