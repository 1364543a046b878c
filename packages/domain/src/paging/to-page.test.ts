import { describe, expect, it } from 'vitest';
import { toPage } from './to-page.ts';

describe('toPage', () => {
  it('drops the extra row and reports another page when it was fetched', () => {
    expect(toPage([1, 2, 3], { page: 1, pageSize: 2 })).toEqual({
      nodes: [1, 2],
      pageInfo: { hasNextPage: true, nextPage: 2 },
    });
  });

  it('reports the last page when no extra row came back', () => {
    expect(toPage([5, 6], { page: 3, pageSize: 2 })).toEqual({
      nodes: [5, 6],
      pageInfo: { hasNextPage: false, nextPage: 4 },
    });
    expect(toPage([], { page: 1, pageSize: 12 }).pageInfo.hasNextPage).toBe(false);
  });

  it('uses the total when given', () => {
    expect(toPage([1, 2], { page: 1, pageSize: 2, total: 3 }).pageInfo.hasNextPage).toBe(true);
    expect(toPage([3], { page: 2, pageSize: 2, total: 3 }).pageInfo.hasNextPage).toBe(false);
    expect(toPage([3, 4], { page: 2, pageSize: 2, total: 4 }).pageInfo.hasNextPage).toBe(false);
  });
});
