import { describe, expect, it } from 'vitest';
import { neighbourIndexes, nextQuickViewIndex, QUICK_VIEW_CLOSED } from './quick-view-index.ts';

describe('nextQuickViewIndex', () => {
  it('opens on an index inside the list and closes to -1', () => {
    expect(nextQuickViewIndex(QUICK_VIEW_CLOSED, { type: 'open', index: 2 }, 5)).toBe(2);
    expect(nextQuickViewIndex(2, { type: 'close' }, 5)).toBe(-1);
  });

  it('stays closed when asked to open outside the list', () => {
    expect(nextQuickViewIndex(QUICK_VIEW_CLOSED, { type: 'open', index: 5 }, 5)).toBe(-1);
    expect(nextQuickViewIndex(QUICK_VIEW_CLOSED, { type: 'open', index: -3 }, 5)).toBe(-1);
  });

  it('moves previous and next within the list, stopping at its ends', () => {
    expect(nextQuickViewIndex(2, { type: 'next' }, 5)).toBe(3);
    expect(nextQuickViewIndex(2, { type: 'previous' }, 5)).toBe(1);
    expect(nextQuickViewIndex(4, { type: 'next' }, 5)).toBe(4);
    expect(nextQuickViewIndex(0, { type: 'previous' }, 5)).toBe(0);
  });

  it('does not open by stepping', () => {
    expect(nextQuickViewIndex(QUICK_VIEW_CLOSED, { type: 'next' }, 5)).toBe(-1);
    expect(nextQuickViewIndex(QUICK_VIEW_CLOSED, { type: 'previous' }, 5)).toBe(-1);
  });
});

describe('neighbourIndexes', () => {
  it('names the families on either side that exist', () => {
    expect(neighbourIndexes(2, 5)).toEqual([1, 3]);
    expect(neighbourIndexes(0, 5)).toEqual([1]);
    expect(neighbourIndexes(4, 5)).toEqual([3]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
    expect(neighbourIndexes(QUICK_VIEW_CLOSED, 5)).toEqual([]);
  });
});
