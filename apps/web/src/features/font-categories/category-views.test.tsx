// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import type { ListedFamily } from '../catalogue/index.ts';
import { CategoryLinks } from './category-links.tsx';
import { CategoryPager } from './category-pager.tsx';
import { FamilyGroups, VariableFamilies } from './category-views.tsx';
import { FONT_CATEGORIES } from './font-categories.ts';

afterEach(cleanup);
const t = serverT();

const family = (id: number, url: string, title: string): ListedFamily => ({
  id: String(id),
  url,
  title,
  isIconFamily: false,
  defaultStyle: { id: `${id}1` },
  styles: [
    {
      id: `${id}0`,
      title: 'Light',
      weight: 300,
      italic: false,
      fontURL: `/files/${url}-l.woff2`,
      glyphCount: 300,
    },
    {
      id: `${id}1`,
      title: 'Regular',
      weight: 400,
      italic: false,
      fontURL: `/files/${url}.woff2`,
      glyphCount: 310,
    },
  ],
});

describe('font category views', () => {
  it('says so when a category has no groups', () => {
    renderInApp(<FamilyGroups groups={[]} t={t} />);
    expect(screen.getByRole('status').textContent).toBe('No families in this category yet.');
  });

  it('shows each group as a region with its members, and the optical size range of each member', () => {
    const group = {
      id: '7',
      title: 'Inter Optical Sizes',
      url: 'inter-optical-sizes',
      members: [
        { opticalSizeMin: 14, opticalSizeMax: 24, family: family(1, 'inter', 'Inter') },
        { opticalSizeMin: 24, opticalSizeMax: null, family: family(2, 'inter-display', 'Inter Display') },
      ],
    };
    renderInApp(<FamilyGroups groups={[group]} t={t} showOpticalSizes />);
    const region = screen.getByRole('region', { name: /Inter Optical Sizes/ });
    expect(within(region).getByText('2 families')).toBeTruthy();
    const sizes = [...region.querySelectorAll('.family-group__optical-size')].map((node) => node.textContent);
    expect(sizes).toEqual(['For 14–24 pt', 'From 24 pt']);
    cleanup();
    renderInApp(<FamilyGroups groups={[group]} t={t} />);
    expect(document.querySelectorAll('.family-group__optical-size')).toHaveLength(0);
  });

  it('lists every axis of each variable font with its range and default', () => {
    const variable = {
      ...family(1, 'inter', 'Inter'),
      variableFonts: [
        {
          id: '3',
          title: 'Inter Variable',
          axes: [
            { tag: 'opsz', label: 'Optical size', min: 14, max: 32, default: 14 },
            { tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400 },
          ],
        },
      ],
    };
    renderInApp(<VariableFamilies families={[variable]} t={t} />);
    const font = screen.getByRole('region', { name: 'Inter Variable' });
    expect([...font.querySelectorAll('[data-axis]')].map((axis) => axis.textContent)).toEqual([
      'Optical size (opsz): 14–32, default 14',
      'Weight (wght): 100–900, default 400',
    ]);
  });

  it('links every category page and marks the current one', () => {
    renderInApp(<CategoryLinks t={t} current="smart" />);
    const nav = screen.getByRole('navigation', { name: 'Font categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FONT_CATEGORIES.map((category) => `/fonts/${category.slug}`),
    );
    expect(within(nav).getByRole('link', { name: 'Smart fonts' }).getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('pages with real links: none on a single page, previous and next in between', () => {
    const { container } = renderInApp(
      <CategoryPager basePath="/fonts/smart" page={1} pageInfo={{ hasNextPage: false, nextPage: 2 }} t={t} />,
    );
    expect(container.querySelector('nav')).toBeNull();
    cleanup();
    renderInApp(
      <CategoryPager basePath="/fonts/smart" page={2} pageInfo={{ hasNextPage: true, nextPage: 3 }} t={t} />,
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/fonts/smart');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/fonts/smart?page=3');
  });
});
