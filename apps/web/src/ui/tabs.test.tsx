// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const tabs = [
  { id: 'specimen', label: 'Specimen', content: <p>Big type</p> },
  { id: 'glyphs', label: 'Glyphs', content: <p>All the characters</p> },
  { id: 'licence', label: 'Licence', content: <p>The terms</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    render(<Tabs label="Family" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Family' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Specimen' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Big type');
  });

  it('moves with the arrow keys and selects the tab moved to', () => {
    render(<Tabs label="Family" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'Specimen' });
    act(() => {
      first.focus();
      fireEvent.keyDown(first, { key: 'ArrowRight' });
    });
    expect(screen.getByRole('tab', { name: 'Glyphs' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('All the characters');
  });
});
