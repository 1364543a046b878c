// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlyphGrid } from './glyph-grid.tsx';
import type { ListedGlyph } from './use-glyph-pages.ts';

/** 25 glyphs, A to Y: with a 720 px box the grid lays them out in rows of ten (10, 10, 5). */
const GLYPHS: ListedGlyph[] = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  name: String.fromCharCode(65 + index),
  codePoint: 65 + index,
  unicode: String.fromCharCode(65 + index),
  path: `M0 0L${index} 10Z`,
  viewBox: '0 -800 1000 1000',
}));

const sizes = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'] as const;

beforeAll(() => {
  // jsdom lays nothing out: every box gets 720 px, so ten 72 px columns and ten rows in view.
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 720 });
});

afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

afterEach(cleanup);

function renderGrid(selectedId?: string) {
  const onSelect = vi.fn();
  render(
    <GlyphGrid
      glyphs={GLYPHS}
      hasMore={false}
      loading={false}
      onLoadMore={() => {}}
      selectedId={selectedId}
      onSelect={onSelect}
      label="Glyphs"
    />,
  );
  return { grid: screen.getByRole('grid', { name: 'Glyphs' }), onSelect };
}

/** The glyph buttons that Tab stops at. */
const tabStops = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('tabindex') === '0');

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('GlyphGrid', () => {
  it('is an ARIA grid of rows and cells with a single tab stop, on the selected glyph', () => {
    const { grid } = renderGrid('13');
    expect(grid.getAttribute('aria-rowcount')).toBe('3');
    expect(grid.getAttribute('aria-colcount')).toBe('10');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('gridcell')).toHaveLength(25);
    expect(tabStops().map((button) => button.getAttribute('aria-label'))).toEqual(['M U+004D']);
  });

  it('moves focus and the tab stop with the arrows, Home, End and Page keys', () => {
    renderGrid();
    const [first] = tabStops();
    first?.focus();
    expect(focusedName()).toBe('A U+0041');
    const press = (key: string, ctrlKey = false) => {
      fireEvent.keyDown(document.activeElement as Element, { key, ctrlKey });
      return focusedName();
    };
    expect(press('ArrowRight')).toBe('B U+0042');
    expect(press('ArrowDown')).toBe('L U+004C');
    expect(press('End')).toBe('T U+0054');
    expect(press('Home')).toBe('K U+004B');
    expect(press('ArrowDown')).toBe('U U+0055');
    expect(press('ArrowDown')).toBe('U U+0055');
    expect(press('End', true)).toBe('Y U+0059');
    expect(press('PageUp')).toBe('E U+0045');
    expect(press('PageDown')).toBe('Y U+0059');
    expect(press('ArrowUp')).toBe('O U+004F');
    expect(press('Home', true)).toBe('A U+0041');
    expect(press('ArrowLeft')).toBe('A U+0041');
    // Still one tab stop, now on the glyph focus moved to last.
    press('ArrowRight');
    expect(tabStops().map((button) => button.getAttribute('aria-label'))).toEqual(['B U+0042']);
  });

  it('shows the active glyph with Enter or Space, and a click shows the glyph clicked', () => {
    const { onSelect } = renderGrid();
    tabStops()[0]?.focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(GLYPHS[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(GLYPHS[11]);
    fireEvent.click(screen.getByRole('button', { name: 'E U+0045' }));
    expect(onSelect).toHaveBeenLastCalledWith(GLYPHS[4]);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('leaves Tab and letters to the page', () => {
    renderGrid();
    tabStops()[0]?.focus();
    const tab = fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    const letter = fireEvent.keyDown(document.activeElement as Element, { key: 'x' });
    expect([tab, letter]).toEqual([true, true]);
    expect(focusedName()).toBe('A U+0041');
  });

  it('takes its columns from the resize observer, without reading the box while mounting', () => {
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const { grid } = renderGrid();
      expect(grid.getAttribute('aria-colcount')).toBe('8'); // the first render's eight, until measured
      act(() => {
        for (const callback of observed) callback([], {} as ResizeObserver);
      });
      expect(grid.getAttribute('aria-colcount')).toBe('10');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
