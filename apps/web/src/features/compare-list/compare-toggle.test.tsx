// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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
  return (url: string) => screen.getByTestId(url).querySelector('button') as HTMLButtonElement;
}

describe('CompareToggle', () => {
  it('adds up to three fonts, stores them, and refuses a fourth with a toast that says why', async () => {
    const toggle = renderToggles();
    for (const url of families.slice(0, 3)) {
      act(() => fireEvent.click(toggle(url)));
      expect(toggle(url).getAttribute('aria-pressed')).toBe('true');
    }
    expect(readCompareList()).toEqual(['inter', 'geist', 'vollkorn']);

    act(() => fireEvent.click(toggle('noto-sans')));
    expect(
      await screen.findByText('The compare list holds at most 3 fonts. Remove one before adding NOTO-SANS.'),
    ).toBeTruthy();
    expect(toggle('noto-sans').getAttribute('aria-pressed')).toBe('false');
    expect(readCompareList()).toHaveLength(3);
  });

  it('removes a font when pressed again and follows a list changed elsewhere', () => {
    window.localStorage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(['geist']));
    const toggle = renderToggles();
    expect(toggle('geist').getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(toggle('geist')));
    expect(readCompareList()).toEqual([]);
    expect(toggle('geist').getAttribute('aria-pressed')).toBe('false');

    // Another tab wrote the list: the storage event reaches this one.
    act(() => {
      window.localStorage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(['inter']));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_LIST_STORAGE_KEY }));
    });
    expect(toggle('inter').getAttribute('aria-pressed')).toBe('true');
  });
});
