import { describe, expect, it } from 'vitest';
import { PagingInputError, pageOffset, resolvePaging } from './page-offset.ts';

describe('pageOffset', () => {
  it('gives (page-1)*pageSize', () => {
    expect(pageOffset(1, 12, 500)).toBe(0);
    expect(pageOffset(3, 12, 500)).toBe(24);
    expect(pageOffset(2, 500, 500)).toBe(500);
  });

  it('refuses pages below 1 or not whole', () => {
    for (const page of [0, -1, 1.5, Number.NaN]) {
      expect(() => pageOffset(page, 12, 500)).toThrow(PagingInputError);
    }
    expect(() => pageOffset(0, 12, 500)).toThrow(expect.objectContaining({ field: 'page' }));
    expect(() => pageOffset(1, 0, 500)).toThrow(expect.objectContaining({ field: 'pageSize' }));
  });

  it('refuses page sizes outside 1..max', () => {
    for (const pageSize of [0, -3, 501, 2.5]) {
      expect(() => pageOffset(1, pageSize, 500)).toThrow(/pageSize/);
    }
  });

  it('refuses pages whose offset cannot be represented', () => {
    expect(() => pageOffset(Number.MAX_SAFE_INTEGER, 500, 500)).toThrow(PagingInputError);
  });
});

describe('resolvePaging', () => {
  it('defaults to page 1 and the list page size', () => {
    expect(resolvePaging({}, { maxPageSize: 500 })).toEqual({ page: 1, pageSize: 12, offset: 0, limit: 13 });
    expect(resolvePaging({ page: null, pageSize: null }, { defaultPageSize: 50, maxPageSize: 500 })).toEqual({
      page: 1,
      pageSize: 50,
      offset: 0,
      limit: 51,
    });
  });

  it('validates what was given', () => {
    expect(resolvePaging({ page: 2, pageSize: 20 }, { maxPageSize: 100 }).offset).toBe(20);
    expect(() => resolvePaging({ pageSize: 101 }, { maxPageSize: 100 })).toThrow(PagingInputError);
  });
});
