// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboBox } from './combo-box.tsx';

afterEach(cleanup);

const families = [
  { id: 'inter', label: 'Inter' },
  { id: 'inter-display', label: 'Inter Display' },
  { id: 'vollkorn', label: 'Vollkorn' },
  { id: 'cafe', label: 'Café Sans' },
];

/** Renders a combo box of the families and returns its input and the ids chosen so far. */
function renderFamilies(props: Partial<Parameters<typeof ComboBox>[0]> = {}) {
  const chosen: (string | null)[] = [];
  render(
    <ComboBox
      label="Family"
      description="Type to filter."
      options={families}
      onSelectionChange={(id) => chosen.push(id)}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Family' }) as HTMLInputElement;
  act(() => input.focus());
  return { input, chosen };
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    fireEvent.change(input, { target: { value } });
  });
}

function press(input: HTMLInputElement, key: string) {
  act(() => {
    fireEvent.keyDown(input, { key });
    fireEvent.keyUp(input, { key });
  });
}

/** A field holding its own text, as the /testing picker does, noting every text it is handed. */
function ControlledFamilies({ seen }: { seen: string[] }) {
  const [query, setQuery] = useState('');
  return (
    <ComboBox
      label="Family"
      options={families}
      menuTrigger="focus"
      inputValue={query}
      onInputChange={(value) => {
        seen.push(value);
        setQuery(value);
      }}
    />
  );
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('ComboBox', () => {
  it('is announced by its label, with its description', () => {
    const { input } = renderFamilies();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Type to filter.');
  });

  it('filters the options by what is typed, ignoring case, accents and surrounding spaces', () => {
    const { input } = renderFamilies();
    type(input, 'inter');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(optionNames()).toEqual(['Inter', 'Inter Display']);
    type(input, ' CAFE ');
    expect(optionNames()).toEqual(['Café Sans']);
  });

  it('moves through the options with the arrow keys and chooses one with Enter', () => {
    const { input, chosen } = renderFamilies();
    type(input, 'inter');
    press(input, 'ArrowDown');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    press(input, 'Enter');
    expect(chosen).toEqual(['inter-display']);
    expect(input.value).toBe('Inter Display');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses an option with a click', () => {
    const { input, chosen } = renderFamilies();
    type(input, 'voll');
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Vollkorn' }));
    });
    expect(chosen).toEqual(['vollkorn']);
    expect(input.value).toBe('Vollkorn');
  });

  it('closes its list with Escape and puts back the text of the option chosen', () => {
    const { input } = renderFamilies();
    type(input, 'voll');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    type(input, 'inter');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Vollkorn');
  });

  it('says so in the open list when nothing matches, if given the words', () => {
    const { input } = renderFamilies({ emptyText: 'No family matches.' });
    type(input, 'zzz');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').textContent).toBe('No family matches.');
  });

  it('closes its list when nothing matches and there are no such words', () => {
    const { input } = renderFamilies();
    type(input, 'inter');
    type(input, 'zzz');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  describe('text typed before the page hydrated', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.replaceChildren();
    });

    /** Server-renders the element, types into its input as a visitor would, then hydrates it. */
    async function typeThenHydrate(element: ReactElement, typed: string, { focused = true } = {}) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const input = screen.getByRole('combobox', { name: 'Family' }) as HTMLInputElement;
      if (focused) input.focus();
      input.value = typed;
      await act(async () => {
        root = hydrateRoot(container, element);
      });
      return input;
    }

    it('filters the list by it once hydrated, and keeps it in the field', async () => {
      const input = await typeThenHydrate(<ComboBox label="Family" options={families} />, 'inter');
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(optionNames()).toEqual(['Inter', 'Inter Display']);
      expect(input.value).toBe('inter');
    });

    it('hands it to a controlled field that opens its whole list on focus', async () => {
      const seen: string[] = [];
      const input = await typeThenHydrate(<ControlledFamilies seen={seen} />, 'voll');
      expect(seen).toEqual(['voll']);
      expect(optionNames()).toEqual(['Vollkorn']);
      expect(input.value).toBe('voll');
    });

    it('counts a focus from before it once: typing, then the focus React replays, keeps the list filtered', async () => {
      const input = await typeThenHydrate(<ControlledFamilies seen={[]} />, '');
      // A list that opens on focus opens whole for the focus it was given before hydration.
      expect(optionNames()).toHaveLength(families.length);
      type(input, 'voll');
      act(() => {
        input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
      expect(optionNames()).toEqual(['Vollkorn']);
    });

    it('keeps the list closed when the field was left, and the text when the field is used again', async () => {
      const input = await typeThenHydrate(<ComboBox label="Family" options={families} />, 'voll', {
        focused: false,
      });
      expect(input.getAttribute('aria-expanded')).toBe('false');
      // Focusing re-renders the field: a state still holding the server's empty text would wipe it.
      act(() => input.focus());
      expect(input.value).toBe('voll');
    });
  });
});
