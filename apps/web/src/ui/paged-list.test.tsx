// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListProps } from './paged-list.tsx';

afterEach(cleanup);

type Item = { id: string; name: string };
const items: Item[] = [
  { id: '1', name: 'Inter' },
  { id: '2', name: 'Geist' },
];

function renderList(props: Partial<PagedListProps<Item>> = {}) {
  const onLoadMore = vi.fn();
  render(
    <PagedList<Item>
      items={items}
      keyOf={(item) => item.id}
      renderItem={(item) => item.name}
      hasNextPage
      busy={false}
      onLoadMore={onLoadMore}
      loadMoreLabel="Load more"
      busyLabel="Loading…"
      empty="Nothing here yet."
      {...props}
    />,
  );
  return onLoadMore;
}

describe('PagedList', () => {
  it('lists the items and a "Load more" button that asks for the next page', () => {
    const onLoadMore = renderList();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Inter', 'Geist']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('makes "Load more" a real link to the next page when given its address, appending in place on a click', () => {
    const onLoadMore = renderList({ nextHref: '/stories?page=2', pagerLabel: 'More stories' });
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link.getAttribute('href')).toBe('/stories?page=2');
    expect(link.getAttribute('rel')).toBe('next');
    expect(screen.getByRole('navigation', { name: 'More stories' }).contains(link)).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says it is busy and does not ask twice while a page is being read', () => {
    const onLoadMore = renderList({ busy: true, nextHref: '/stories?page=2' });
    const link = screen.getByRole('link', { name: 'Loading…' });
    expect(link.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(link);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('has no "Load more" on the last page', () => {
    renderList({ hasNextPage: false });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows its empty state when there is nothing and nothing more', () => {
    renderList({ items: [], hasNextPage: false });
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the first page is on its way rather than empty', () => {
    renderList({ items: [], hasNextPage: true, firstLoad: 'Loading your fonts…' });
    expect(screen.getByText('Loading your fonts…')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it('says a failed load in an alert with a retry', () => {
    const onRetry = vi.fn();
    renderList({ error: 'The list could not be loaded.', onRetry, retryLabel: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says how many are shown, politely', () => {
    renderList({ status: '2 of 9 shown' });
    expect(screen.getByRole('status').textContent).toBe('2 of 9 shown');
  });
});
