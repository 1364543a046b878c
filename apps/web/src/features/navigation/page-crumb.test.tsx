// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { breadcrumbsForPath } from './breadcrumbs-for-path.ts';
import { PageCrumb } from './page-crumb.tsx';
import { usePageCrumbTitle } from './page-crumb-title.ts';

afterEach(cleanup);

/** The header's trail, as the site header builds it. */
function Trail() {
  const pathname = usePathname() ?? '/';
  return (
    <Breadcrumbs
      items={breadcrumbsForPath(pathname, 'Home', usePageCrumbTitle(pathname))}
      label="Breadcrumbs"
    />
  );
}

const lastCrumb = () =>
  screen.getByRole('navigation', { name: 'Breadcrumbs' }).querySelector('[aria-current="page"]');

describe('PageCrumb', () => {
  it('gives the header’s last crumb the page’s title instead of its slug', () => {
    renderInApp(
      <>
        <Trail />
        <PageCrumb title="Inter, in Arabic" />
      </>,
      { pathname: '/fonts/custom/inter-arabic-companion' },
    );
    expect(lastCrumb()?.textContent).toBe('Inter, in Arabic');
  });

  it('leaves the slug words once the page that named itself is gone', () => {
    const { unmount } = renderInApp(
      <>
        <Trail />
        <PageCrumb title="Inter Display" />
      </>,
      { pathname: '/fonts/inter-display' },
    );
    expect(lastCrumb()?.textContent).toBe('Inter Display');
    unmount();
    renderInApp(<Trail />, { pathname: '/fonts/inter-display' });
    expect(lastCrumb()?.textContent).toBe('Inter display');
  });
});
