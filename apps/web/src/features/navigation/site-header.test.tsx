// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from '../cart/index.ts';
import { SiteHeader } from './site-header.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.style.overflow = '';
});

// A closed overlay is `hidden` (and so has no accessible name); find it by the name it has when open.
function dialog(name: 'Menu' | 'Search') {
  const element = document.getElementById(name === 'Menu' ? 'menu-overlay' : 'search-overlay');
  if (!element) throw new Error(`no ${name} overlay`);
  expect(element.getAttribute('role')).toBe('dialog');
  expect(element.getAttribute('aria-label')).toBe(name);
  return element;
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  it('opening the search overlay closes the menu, and the menu closes search', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const searchButton = screen.getByRole('button', { name: 'Search' });

    fireEvent.click(menuButton);
    expect(dialog('Menu').hidden).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(searchButton);
    expect(dialog('Menu').hidden).toBe(true);
    expect(dialog('Search').hidden).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(searchButton.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(menuButton);
    expect(dialog('Search').hidden).toBe(true);
    expect(dialog('Menu').hidden).toBe(false);
  });

  it('lists the five menu groups with their links', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Fonts', 'Products', 'Stories', 'Information', 'Foundry']);
    expect(screen.getByRole('link', { name: 'T-Shirts' }).getAttribute('href')).toBe('/tshirts');
  });

  it('shows no help line until the shop switches it on', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts' });
    expect(screen.queryByText(/Questions\? Write to/)).toBeNull();
  });

  it('with the help line on, the header and the menu say where to write', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts', env: { HELP_LINE_EMAIL: 'support@shop.example' } });
    const links = screen.getAllByRole('link', { name: 'support@shop.example', hidden: true });
    // One in the bar, one in the menu (a closed dialog: found with hidden elements).
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:support@shop.example',
      'mailto:support@shop.example',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(dialog('Menu').textContent).toContain('Questions? Write to support@shop.example');
  });

  it('locks page scrolling while an overlay is open and Escape closes it, returning focus', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts' });
    const searchButton = screen.getByRole('button', { name: 'Search' });
    searchButton.focus();
    fireEvent.click(searchButton);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(dialog('Search').contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog('Search').hidden).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(searchButton);
  });

  it('is transparent over the home hero and turns solid once the page is scrolled', () => {
    scrollWindowTo(0);
    const { container } = renderInApp(<SiteHeader />, { pathname: '/' });
    const header = container.querySelector('header');
    expect(header?.dataset.state).toBe('transparent');
    scrollWindowTo(120);
    expect(header?.dataset.state).toBe('solid');
    scrollWindowTo(0);
    expect(header?.dataset.state).toBe('transparent');
  });

  it('is solid on pages without a hero', () => {
    scrollWindowTo(0);
    const { container } = renderInApp(<SiteHeader />, { pathname: '/fonts' });
    expect(container.querySelector('header')?.dataset.state).toBe('solid');
  });

  it('counts the sum of cart quantities and follows cart changes', () => {
    renderInApp(<SiteHeader />, { pathname: '/fonts' });
    expect(screen.getByRole('link', { name: 'Cart: 0 items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare list: 0 fonts' })).toBeTruthy();
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 3 }]));
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(screen.getByRole('link', { name: 'Cart: 5 items' })).toBeTruthy();
  });

  it('submits a search to /search/{term} with the term URL-encoded', () => {
    const { router } = renderInApp(<SiteHeader />, { pathname: '/fonts' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search term' });
    fireEvent.change(field, { target: { value: 'sans & serif' } });
    fireEvent.submit(field);
    expect(router.visited).toEqual(['/search/sans%20%26%20serif']);
  });
});
