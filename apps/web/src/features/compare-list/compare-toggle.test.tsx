// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { COMPARE_LIST_STORAGE_KEY, readCompareList } from './compare-list-storage.ts';
import { CompareToggle } from './compare-toggle.tsx';

beforeAll(() => {
  // jsdom has no matchMedia; the toaster asks it for prefers-reduced-motion.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  act(() => toast.remove());
  window.localStorage.clear();
});

const families = ['inter', 'geist', 'vollkorn', 'noto-sans'];

function renderToggles() {
  renderInApp(
    <>
      <AppToaster />
      {families.map((url) => (
        <div key={url} data-testid={url}>
          <CompareToggle fontId={url} title={url.toUpperCase()} />
        </div>
      ))}
    </>,
  );
  return (url: string) => within(screen.getByTestId(url));
}

const isIn = (card: ReturnType<ReturnType<typeof renderToggles>>) =>
  card.queryByRole('link', { name: 'In compare' }) !== null;

describe('CompareToggle', () => {
  it('adds up to three fonts, each then reading “In compare”, and refuses a fourth with a toast that says why', async () => {
    const card = renderToggles();
    for (const url of families.slice(0, 3)) {
      act(() => fireEvent.click(card(url).getByRole('button', { name: 'Add to compare' })));
      expect(isIn(card(url))).toBe(true);
      expect(card(url).getByRole('link', { name: 'In compare' }).getAttribute('href')).toBe('/fonts/compare');
      // Focus moves to the control that replaced the one pressed, not to the page's start.
      expect(document.activeElement).toBe(
        card(url).getByRole('button', { name: `Remove ${url.toUpperCase()} from compare` }),
      );
    }
    expect(readCompareList()).toEqual(['inter', 'geist', 'vollkorn']);

    act(() => fireEvent.click(card('noto-sans').getByRole('button', { name: 'Add to compare' })));
    expect(
      await screen.findByText('The compare list holds at most 3 fonts. Remove one before adding NOTO-SANS.'),
    ).toBeTruthy();
    expect(isIn(card('noto-sans'))).toBe(false);
    expect(readCompareList()).toHaveLength(3);
    // Four renders with toasts: slow on a loaded machine, not a hang.
  }, 15_000);

  it('removes a font with its Remove button and follows a list changed elsewhere', () => {
    window.localStorage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(['geist']));
    const card = renderToggles();
    expect(isIn(card('geist'))).toBe(true);
    act(() => fireEvent.click(card('geist').getByRole('button', { name: 'Remove GEIST from compare' })));
    expect(readCompareList()).toEqual([]);
    expect(isIn(card('geist'))).toBe(false);
    expect(document.activeElement).toBe(card('geist').getByRole('button', { name: 'Add to compare' }));

    // Another tab wrote the list: the storage event reaches this one.
    act(() => {
      window.localStorage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(['inter']));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_LIST_STORAGE_KEY }));
    });
    expect(isIn(card('inter'))).toBe(true);
  });
});
