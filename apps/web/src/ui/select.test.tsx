// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

afterEach(cleanup);

const countries = [
  { id: 'AT', label: 'Austria' },
  { id: 'BE', label: 'Belgium' },
  { id: 'CZ', label: 'Czechia' },
];

describe('Select', () => {
  it('opens a listbox of its options from its button and reports the one chosen', () => {
    const onChange = vi.fn();
    render(<Select label="Country" options={countries} placeholder="Choose" onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Country/ });
    expect(button.textContent).toContain('Choose');
    act(() => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      fireEvent.keyUp(button, { key: 'ArrowDown' });
    });
    const listbox = screen.getByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Austria',
      'Belgium',
      'Czechia',
    ]);
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Belgium' }));
    });
    expect(onChange).toHaveBeenCalledWith('BE');
    expect(listbox.isConnected).toBe(false);
    expect(button.textContent).toContain('Belgium');
  });

  it('shows its error under the field', () => {
    render(<Select label="Country" options={countries} error="Choose your country." />);
    expect(screen.getByText('Choose your country.')).toBeTruthy();
  });
});
