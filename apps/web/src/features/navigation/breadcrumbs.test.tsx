// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { breadcrumbsForPath } from './breadcrumbs-for-path.ts';

afterEach(cleanup);

function shownLabels() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Breadcrumbs', () => {
  it('shows only the first and the last three when there are more than four', () => {
    const items = breadcrumbsForPath('/fonts/a-family/latin/bold/extra', 'Home');
    expect(items).toHaveLength(6);
    render(<Breadcrumbs items={items} label="Breadcrumbs" />);
    expect(shownLabels()).toEqual(['Home', 'Latin', 'Bold', 'Extra']);
    expect(screen.getByText('Extra').getAttribute('aria-current')).toBe('page');
  });

  it('shows all of them up to four', () => {
    render(<Breadcrumbs items={breadcrumbsForPath('/fonts/a-family/latin', 'Home')} label="Breadcrumbs" />);
    expect(shownLabels()).toEqual(['Home', 'Fonts', 'A family', 'Latin']);
    expect(screen.getByRole('link', { name: 'A family' }).getAttribute('href')).toBe('/fonts/a-family');
  });

  it('labels the last crumb with the title its page gives, the others with their URL words', () => {
    const items = breadcrumbsForPath('/fonts/custom/inter-arabic-companion', 'Home', 'Inter, in Arabic');
    expect(items.map((crumb) => crumb.label)).toEqual(['Home', 'Fonts', 'Custom', 'Inter, in Arabic']);
    expect(items.at(-1)?.href).toBe('/fonts/custom/inter-arabic-companion');
    // Home is never renamed.
    expect(breadcrumbsForPath('/', 'Home', 'A title')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('renders nothing on the home page', () => {
    const { container } = render(<Breadcrumbs items={breadcrumbsForPath('/', 'Home')} label="Breadcrumbs" />);
    expect(container.innerHTML).toBe('');
  });
});
