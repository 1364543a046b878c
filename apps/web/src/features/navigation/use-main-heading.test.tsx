// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { SiteHeader } from './site-header.tsx';

afterEach(() => {
  cleanup();
  document.getElementById('main')?.remove();
});

/** The page's main region with its h1, as the layout renders it beside the header. */
function mountMain(html: string): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main';
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

function lastCrumb(): string | null {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  return within(trail).getAllByRole('listitem').at(-1)?.textContent ?? null;
}

describe('the last crumb of a page below a section', () => {
  it('is the page’s h1, not its slug’s words, and follows the h1 as it arrives', async () => {
    const main = mountMain('<p>Loading</p>');
    renderInApp(<SiteHeader />, { pathname: '/product/weights-poster-inter' });
    expect(lastCrumb()).toBe('Weights poster inter');
    await act(async () => {
      main.innerHTML = '<h1>Nine Weights Poster</h1>';
    });
    expect(lastCrumb()).toBe('Nine Weights Poster');
  });

  it('keeps the URL words on an error screen and on a section’s own page', () => {
    mountMain('<section class="error-screen"><h1>Page not found</h1></section>');
    renderInApp(<SiteHeader />, { pathname: '/fonts/one/two' });
    expect(lastCrumb()).toBe('Two');
    cleanup();
    document.getElementById('main')?.remove();
    mountMain('<h1>All our typefaces</h1>');
    renderInApp(<SiteHeader />, { pathname: '/help/contact' });
    expect(lastCrumb()).toBe('All our typefaces');
  });
});
