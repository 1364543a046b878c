// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import type { ListedFamily } from '../catalogue/index.ts';
import { TESTING_DEFAULT_SIZE, type TestingState } from './testing-state.ts';
import { TypeTesting } from './type-testing.tsx';

const family = (id: number, url: string, title: string): ListedFamily => ({
  id: String(id),
  url,
  title,
  isIconFamily: false,
  defaultStyle: { id: `${id}0` },
  styles: [
    {
      id: `${id}0`,
      title: 'Regular',
      weight: 400,
      italic: false,
      fontURL: `/files/${url}.woff2`,
      glyphCount: 300,
    },
  ],
});

const FAMILIES = [
  family(1, 'inter', 'Inter'),
  family(2, 'inter-display', 'Inter Display'),
  family(3, 'vollkorn', 'Vollkorn'),
  family(4, 'noto-sans', 'Noto Sans'),
  family(5, 'geist', 'Geist'),
];

beforeAll(() => {
  window.history.replaceState(null, '', '/testing');
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/testing');
});

function renderTesting(initial: Partial<TestingState> = {}) {
  renderInApp(
    <TypeTesting
      families={FAMILIES}
      initial={{ families: [], text: null, size: TESTING_DEFAULT_SIZE, ...initial }}
    />,
    { pathname: '/testing' },
  );
  return screen.getByRole('combobox', { name: 'Add a family' }) as HTMLInputElement;
}

function type(picker: HTMLInputElement, value: string) {
  act(() => {
    picker.focus();
    fireEvent.change(picker, { target: { value } });
  });
}

function press(picker: HTMLInputElement, key: string) {
  act(() => {
    fireEvent.keyDown(picker, { key });
    fireEvent.keyUp(picker, { key });
  });
}

const rows = () => screen.queryAllByRole('listitem').filter((item) => item.classList.contains('testing-row'));

describe('TypeTesting', () => {
  it('starts empty, then adds families with the keyboard: filter, arrow down, Enter', () => {
    const picker = renderTesting();
    expect(screen.getByText('Add a family to start testing.')).toBeTruthy();

    type(picker, 'inter');
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Inter', 'Inter Display']);
    press(picker, 'ArrowDown');
    expect(picker.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    press(picker, 'ArrowDown');
    expect(picker.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    press(picker, 'Enter');

    expect(rows().map((row) => row.getAttribute('data-family'))).toEqual(['inter-display']);
    expect(screen.getByText('Inter Display added.').getAttribute('aria-live')).toBe('polite');
    expect(picker.value).toBe('');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    // A chosen family is not offered again.
    type(picker, 'inter');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Inter']);
    press(picker, 'Escape');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
  });

  it('sets one shared text and size in every row, each row in its own face, and writes them to the address', () => {
    renderTesting({ families: ['vollkorn', 'noto-sans'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), { target: { value: 'Hamburg' } });
    const size = screen.getByRole('slider', { name: 'Size (px)' });
    fireEvent.change(size, { target: { value: '119' } });
    fireEvent.keyDown(size, { key: 'ArrowRight' });
    expect(size.getAttribute('aria-valuetext')).toBe('120');
    const texts = rows().map((row) => row.querySelector('.testing-row__text') as HTMLElement);
    expect(texts.map((text) => text.textContent)).toEqual(['Hamburg', 'Hamburg']);
    expect(texts.map((text) => text.style.fontSize)).toEqual(['120px', '120px']);
    expect(texts.map((text) => text.getAttribute('data-font-family'))).toEqual([
      fontFaceFamilyName('30'),
      fontFaceFamilyName('40'),
    ]);
    // The @font-face stylesheets of the chosen families come with the tool.
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(sheets.some((href) => href?.startsWith('/font-faces/vollkorn?'))).toBe(true);
    expect(sheets.some((href) => href?.startsWith('/font-faces/geist?'))).toBe(false);
    expect(window.location.pathname + window.location.search).toBe(
      '/testing?families=vollkorn,noto-sans&text=Hamburg&size=120',
    );
  });

  it('removes a row, and refuses a fifth family with a message', () => {
    const picker = renderTesting({ families: ['inter', 'inter-display', 'vollkorn', 'noto-sans'] });
    expect(rows()).toHaveLength(4);
    expect(picker.disabled).toBe(true);
    expect(screen.getByText(/You are testing 4 families, the most at once/)).toBeTruthy();

    const vollkorn = rows().find((row) => row.getAttribute('data-family') === 'vollkorn') as HTMLElement;
    fireEvent.click(within(vollkorn).getByRole('button', { name: 'Remove Vollkorn' }));
    expect(rows().map((row) => row.getAttribute('data-family'))).toEqual([
      'inter',
      'inter-display',
      'noto-sans',
    ]);
    expect(screen.getByText('Vollkorn removed.').getAttribute('aria-live')).toBe('polite');
    expect(picker.disabled).toBe(false);
    expect(window.location.search).toBe('?families=inter,inter-display,noto-sans');
  });

  it('adds with a click and says when nothing matches', () => {
    const picker = renderTesting();
    type(picker, 'zzz');
    expect(screen.getByRole('listbox', { name: /Add a family/ }).textContent).toBe(
      'No family matches “zzz”.',
    );
    type(picker, 'gei');
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Geist' }));
    });
    expect(rows().map((row) => row.getAttribute('data-family'))).toEqual(['geist']);
  });
});
