// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('labels its input and ties the description to it', () => {
    render(<TextField label="Email" description="We send the receipt here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    const descriptions = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('We send the receipt here.');
  });

  it('shows an error under the field, marks the input invalid and describes it with the error', () => {
    render(<TextField label="Email" error="This address is already registered." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('This address is already registered.');
  });

  it('reports what is typed', () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    expect(onChange).toHaveBeenCalledWith('Ada');
  });
});
