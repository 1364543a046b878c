// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { RadioGroup } from './radio-group.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles on a click', () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Send me the newsletter</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('RadioGroup', () => {
  const options = [
    { id: 'desktop', label: 'Desktop' },
    { id: 'web', label: 'Web' },
    { id: 'app', label: 'App' },
  ];

  it('is a named group of radios with one checked, and a click checks another', () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Licence" options={options} defaultValue="desktop" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Licence' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Desktop' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Web' }));
    expect(onChange).toHaveBeenCalledWith('web');
    expect((screen.getByRole('radio', { name: 'Web' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows its error and marks the group invalid', () => {
    render(<RadioGroup label="Licence" options={options} error="Choose a licence." />);
    expect(screen.getByText('Choose a licence.')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });
});
