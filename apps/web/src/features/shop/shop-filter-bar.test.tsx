// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { ShopFilterBar } from './shop-filter-bar.tsx';

const FACETS = {
  categories: ['Prints', 'Research'],
  publishers: ['Foundry Press', 'Global Type Institute'],
  languages: ['ar', 'en'],
};
const t = serverT();

afterEach(cleanup);

const group = (name: string) => within(screen.getByRole('region', { name }));
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('ShopFilterBar', () => {
  it('links every value to the listing with that filter, keeping the sort, and marks All when none is chosen', () => {
    render(<ShopFilterBar listing="posters" state={{ filters: {}, sort: 'a-z' }} facets={FACETS} t={t} />);
    const categories = group('Category');
    expect(hrefOf(categories.getByRole('link', { name: 'Research' }))).toBe('/posters/category/research/a-z');
    expect(categories.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    expect(hrefOf(group('Publisher').getByRole('link', { name: 'Global Type Institute' }))).toBe(
      '/posters/publisher/global-type-institute/a-z',
    );
  });

  it('shows languages by name and marks the chosen value, whose link takes the filter off', () => {
    render(
      <ShopFilterBar
        listing="books"
        state={{ filters: { category: 'research', language: 'ar' }, sort: 'newest' }}
        facets={FACETS}
        t={t}
      />,
    );
    const arabic = group('Language').getByRole('link', { name: 'Arabic' });
    expect(arabic.getAttribute('aria-current')).toBe('true');
    expect(hrefOf(arabic)).toBe('/books/category/research');
    expect(group('Language').getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(hrefOf(group('Language').getByRole('link', { name: 'English' }))).toBe(
      '/books/category/research/language/en',
    );
  });

  it('leaves out a facet with a single value and renders nothing when no facet can filter', () => {
    const { container } = render(
      <ShopFilterBar
        listing="tshirts"
        state={{ filters: {}, sort: 'newest' }}
        facets={{ categories: ['Apparel'], publishers: ['Foundry Merch'], languages: [] }}
        t={t}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
