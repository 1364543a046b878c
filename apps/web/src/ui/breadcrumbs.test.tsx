// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('is a named navigation of links ending in the current page, which is not a link', () => {
    render(
      <Breadcrumbs
        label="Breadcrumbs"
        crumbs={[
          { href: '/', label: 'Home' },
          { href: '/fonts', label: 'Fonts' },
          { href: '/fonts/inter', label: 'Inter' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const links = screen.getAllByRole('link');
    expect(links.filter((link) => link.hasAttribute('href')).map((link) => link.textContent)).toEqual([
      'Home',
      'Fonts',
    ]);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Inter');
    expect(current?.hasAttribute('href')).toBe(false);
  });
});
