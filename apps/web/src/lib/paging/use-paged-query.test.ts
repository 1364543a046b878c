// @vitest-environment jsdom
import type { ReceivedPage } from '@foundry/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageLoadResult, type PageRequest, usePagedQuery } from './use-paged-query.ts';

afterEach(cleanup);

/** A fetchPage whose answers the test gives by hand, in any order. */
function manualPages() {
  const requests: (PageRequest & { answer: (result: PageLoadResult<string>) => Promise<void> })[] = [];
  const fetchPage = (request: PageRequest) =>
    new Promise<PageLoadResult<string>>((resolve) => {
      requests.push({
        ...request,
        answer: async (result) => {
          await act(async () => resolve(result));
        },
      });
    });
  return { requests, fetchPage };
}

const ok = (nodes: string[], pageInfo?: ReceivedPage<string>['pageInfo']): PageLoadResult<string> => ({
  ok: true,
  page: { nodes, pageInfo },
});

describe('usePagedQuery', () => {
  it('starts from a server-loaded page, loads the next one and merges it at its offset', async () => {
    const { requests, fetchPage } = manualPages();
    const { result } = renderHook(() =>
      usePagedQuery({
        fetchPage,
        initial: { nodes: ['a', 'b'], pageInfo: { hasNextPage: true, nextPage: 4 } },
        firstPage: 3,
        pageSize: 2,
      }),
    );
    expect(requests).toHaveLength(0);
    expect(result.current.list.nodes).toEqual(['a', 'b']);
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    expect(requests.map((request) => request.page)).toEqual([4]);
    await requests[0]?.answer(ok(['c', 'd'], { hasNextPage: false, nextPage: 5 }));
    expect(result.current.list).toMatchObject({ nodes: ['a', 'b', 'c', 'd'], hasNextPage: false });
    expect(result.current.loading).toBe(false);
    // Nothing more to load: loadMore asks for nothing.
    act(() => result.current.loadMore());
    expect(requests).toHaveLength(1);
  });

  it('loads page 1 on mount without a first page, then page 2 when the server names no next page', async () => {
    const { requests, fetchPage } = manualPages();
    const { result } = renderHook(() => usePagedQuery({ fetchPage }));
    expect(requests.map((request) => request.page)).toEqual([1]);
    await requests[0]?.answer(ok(['a'], { hasNextPage: true }));
    expect(result.current.list.nextPage).toBe(2);
    act(() => result.current.loadMore());
    expect(requests.map((request) => request.page)).toEqual([1, 2]);
    await requests[1]?.answer(ok(['b', 'c']));
    // Without a page size the page is appended; a missing hasNextPage means no more.
    expect(result.current.list).toMatchObject({ nodes: ['a', 'b', 'c'], hasNextPage: false });
  });

  it('reloading a page with a page size replaces its slot instead of duplicating it', async () => {
    const { requests, fetchPage } = manualPages();
    const { result } = renderHook(() => usePagedQuery({ fetchPage, pageSize: 2 }));
    await requests[0]?.answer(ok(['a', 'b'], { hasNextPage: true, nextPage: 2 }));
    act(() => result.current.reload());
    await requests[1]?.answer(ok(['A', 'B'], { hasNextPage: true, nextPage: 2 }));
    expect(result.current.list.nodes).toEqual(['A', 'B']);
  });

  it('ignores loadMore while a load is running', async () => {
    const { requests, fetchPage } = manualPages();
    const { result } = renderHook(() =>
      usePagedQuery({ fetchPage, initial: { nodes: ['a'], pageInfo: { hasNextPage: true, nextPage: 2 } } }),
    );
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(requests).toHaveLength(1);
  });

  it('keeps what was loaded and the error of a failed load, and clears it on the next success', async () => {
    const { requests, fetchPage } = manualPages();
    const { result } = renderHook(() =>
      usePagedQuery({ fetchPage, initial: { nodes: ['a'], pageInfo: { hasNextPage: true, nextPage: 2 } } }),
    );
    act(() => result.current.loadMore());
    const failure = { kind: 'network', status: 502 };
    await requests[0]?.answer({ ok: false, failure });
    expect(result.current.list).toMatchObject({
      nodes: ['a'],
      hasNextPage: true,
      nextPage: 2,
      error: failure,
    });
    expect(result.current.loading).toBe(false);
    act(() => result.current.loadMore());
    await requests[1]?.answer(ok(['b']));
    expect(result.current.list.nodes).toEqual(['a', 'b']);
    expect(result.current.list.error).toBeUndefined();
  });

  it('keeps a thrown request error as the failure', async () => {
    const boom = new Error('offline');
    const { result } = renderHook(() => usePagedQuery<string>({ fetchPage: () => Promise.reject(boom) }));
    await act(async () => undefined);
    expect(result.current.list.error).toBe(boom);
  });

  it('discards a stale answer that arrives after the newer one, and aborts its request', async () => {
    const { requests, fetchPage } = manualPages();
    const { result, rerender } = renderHook(
      ({ category }) => usePagedQuery({ fetchPage, resetKey: category }),
      {
        initialProps: { category: 'latin' },
      },
    );
    expect(requests).toHaveLength(1);
    // The visitor picks another category before the first answer came.
    rerender({ category: 'greek' });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    await requests[1]?.answer(ok(['alpha', 'beta'], { hasNextPage: false, nextPage: 2 }));
    await requests[0]?.answer(ok(['a', 'b', 'c'], { hasNextPage: true, nextPage: 2 }));
    expect(result.current.list).toMatchObject({ nodes: ['alpha', 'beta'], hasNextPage: false });
    expect(result.current.loading).toBe(false);
  });

  it('starts over on a reset: a page in flight for the old selection is dropped', async () => {
    const { requests, fetchPage } = manualPages();
    const { result, rerender } = renderHook(
      ({ key }) => usePagedQuery({ fetchPage, resetKey: key, pageSize: 1 }),
      {
        initialProps: { key: 1 },
      },
    );
    await requests[0]?.answer(ok(['x'], { hasNextPage: true, nextPage: 2 }));
    act(() => result.current.loadMore());
    rerender({ key: 2 });
    expect(result.current.list.nodes).toEqual([]);
    await requests[1]?.answer(ok(['old page 2'], { hasNextPage: true, nextPage: 3 }));
    expect(result.current.list.nodes).toEqual([]);
    await requests[2]?.answer(ok(['y'], { hasNextPage: false }));
    expect(result.current.list.nodes).toEqual(['y']);
  });

  it('aborts and discards the load in flight when unmounted (navigation)', async () => {
    const { requests, fetchPage } = manualPages();
    const { result, unmount } = renderHook(() =>
      usePagedQuery({ fetchPage, initial: { nodes: ['a'], pageInfo: { hasNextPage: true, nextPage: 2 } } }),
    );
    act(() => result.current.loadMore());
    const before = result.current.list;
    unmount();
    expect(requests[0]?.signal.aborted).toBe(true);
    await requests[0]?.answer(ok(['late']));
    expect(result.current.list).toBe(before);
  });

  it('uses the latest fetchPage given', async () => {
    const asked: string[] = [];
    const { result, rerender } = renderHook(
      ({ sort }) =>
        usePagedQuery({
          fetchPage: async ({ page }) => {
            asked.push(`${sort}:${page}`);
            return ok([`${sort}${page}`]);
          },
          initial: { nodes: ['first'], pageInfo: { hasNextPage: true, nextPage: 2 } },
        }),
      { initialProps: { sort: 'new' } },
    );
    rerender({ sort: 'old' });
    await act(async () => result.current.loadMore());
    expect(asked).toEqual(['old:2']);
    expect(result.current.list.nodes).toEqual(['first', 'old2']);
  });
});
