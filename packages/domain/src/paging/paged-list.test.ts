import { describe, expect, it } from 'vitest';
import { failPagedLoad, initialPagedList, mergePage, type PagedList } from './paged-list.ts';

const page = (nodes: string[], hasNextPage = true, nextPage?: number) => ({
  nodes,
  pageInfo: nextPage === undefined ? { hasNextPage } : { hasNextPage, nextPage },
});

describe('initialPagedList', () => {
  it('starts empty, with more to load from page 1 and no error', () => {
    expect(initialPagedList()).toEqual({ nodes: [], hasNextPage: true, nextPage: 1, error: undefined });
  });
});

describe('mergePage', () => {
  it('appends load-more pages and takes the server pageInfo', () => {
    let list: PagedList<string> = initialPagedList();
    list = mergePage(list, page(['a', 'b'], true, 2));
    list = mergePage(list, page(['c', 'd'], false, 3));
    expect(list).toEqual({ nodes: ['a', 'b', 'c', 'd'], hasNextPage: false, nextPage: 3, error: undefined });
  });

  it('defaults nextPage to 2 and hasNextPage to false when the server gives none', () => {
    const merged = mergePage(initialPagedList<string>(), { nodes: ['a'] });
    expect(merged.nextPage).toBe(2);
    expect(merged.hasNextPage).toBe(false);
    expect(mergePage(initialPagedList<string>(), page(['a'], true)).nextPage).toBe(2);
    expect(mergePage(initialPagedList<string>(), { nodes: [], pageInfo: null }).nextPage).toBe(2);
  });

  it('replaces the list on reset', () => {
    const loaded = mergePage(mergePage(initialPagedList<string>(), page(['a', 'b'])), page(['c', 'd']));
    const reset = mergePage(loaded, page(['x'], false, 2), { reset: true, page: 1, pageSize: 2 });
    expect(reset.nodes).toEqual(['x']);
    expect(reset.hasNextPage).toBe(false);
  });

  it('places a page at offset (page-1)*pageSize when both are given', () => {
    let list: PagedList<string> = initialPagedList();
    list = mergePage(list, page(['a', 'b']), { page: 1, pageSize: 2 });
    list = mergePage(list, page(['c', 'd']), { page: 2, pageSize: 2 });
    list = mergePage(list, page(['e']), { page: 3, pageSize: 2 });
    expect(list.nodes).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Reloading page 2 replaces its slot instead of appending a duplicate.
    list = mergePage(list, page(['C', 'D']), { page: 2, pageSize: 2 });
    expect(list.nodes).toEqual(['a', 'b', 'C', 'D', 'e']);
    // A shorter reload of a page replaces the whole slot.
    list = mergePage(list, page(['A']), { page: 1, pageSize: 2 });
    expect(list.nodes).toEqual(['A', 'C', 'D', 'e']);
  });

  it('appends a page whose slot lies beyond the end instead of leaving holes', () => {
    const list = mergePage(initialPagedList<string>(), page(['x', 'y']), { page: 3, pageSize: 2 });
    expect(list.nodes).toEqual(['x', 'y']);
    expect(Object.keys(list.nodes)).toEqual(['0', '1']);
  });

  it('appends when only one of page and pageSize is given', () => {
    const first = mergePage(initialPagedList<string>(), page(['a']));
    expect(mergePage(first, page(['a']), { page: 1 }).nodes).toEqual(['a', 'a']);
    expect(mergePage(first, page(['b']), { pageSize: 1 }).nodes).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const list = mergePage(initialPagedList<string>(), page(['a', 'b']));
    const before = [...list.nodes];
    mergePage(list, page(['z']), { page: 1, pageSize: 2 });
    mergePage(list, page(['z']));
    expect(list.nodes).toEqual(before);
  });

  it('clears a stored error on the next successful load', () => {
    const failed = failPagedLoad(initialPagedList<string>(), new Error('offline'));
    expect(mergePage(failed, page(['a'])).error).toBeUndefined();
  });
});

describe('failPagedLoad', () => {
  it('stores the error and keeps what was loaded', () => {
    const list = mergePage(initialPagedList<string>(), page(['a'], true, 2));
    const error = new Error('offline');
    const failed = failPagedLoad(list, error);
    expect(failed.error).toBe(error);
    expect(failed.nodes).toEqual(['a']);
    expect(failed.hasNextPage).toBe(true);
    expect(failed.nextPage).toBe(2);
  });
});
