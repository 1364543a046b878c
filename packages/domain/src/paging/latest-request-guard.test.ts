import { describe, expect, it } from 'vitest';
import { createLatestRequestGuard } from './latest-request-guard.ts';
import { initialPagedList, mergePage, type PagedList } from './paged-list.ts';

describe('createLatestRequestGuard', () => {
  it('treats only the most recently started request as current', () => {
    const guard = createLatestRequestGuard();
    const first = guard.start();
    expect(guard.isLatest(first)).toBe(true);
    const second = guard.start();
    expect(guard.isLatest(first)).toBe(false);
    expect(guard.isLatest(second)).toBe(true);
  });

  it('makes every request stale on invalidate (navigation)', () => {
    const guard = createLatestRequestGuard();
    const token = guard.start();
    guard.invalidate();
    expect(guard.isLatest(token)).toBe(false);
    expect(guard.isLatest(guard.start())).toBe(true);
  });

  it('keeps separate guards independent', () => {
    const a = createLatestRequestGuard();
    const b = createLatestRequestGuard();
    const tokenA = a.start();
    b.start();
    b.start();
    expect(a.isLatest(tokenA)).toBe(true);
  });

  it('discards a stale answer that arrives after a newer one', async () => {
    const guard = createLatestRequestGuard();
    let list: PagedList<string> = initialPagedList();
    const answers = new Map<string, (nodes: string[]) => void>();

    // Two loads of page 1 (e.g. the sort changed): each merges only if still the latest.
    const load = (name: string) => {
      const token = guard.start();
      return new Promise<string[]>((resolve) => answers.set(name, resolve)).then((nodes) => {
        if (guard.isLatest(token)) {
          list = mergePage(list, { nodes, pageInfo: { hasNextPage: false } }, { reset: true });
        }
      });
    };

    const oldLoad = load('old');
    const newLoad = load('new');
    answers.get('new')?.(['newest-1', 'newest-2']);
    await newLoad;
    answers.get('old')?.(['stale-1']);
    await oldLoad;

    expect(list.nodes).toEqual(['newest-1', 'newest-2']);
  });
});
