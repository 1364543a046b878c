// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToggleGroup } from './toggle-group.tsx';

afterEach(cleanup);

function Sizes() {
  const [value, setValue] = useState('m');
  return (
    <ToggleGroup
      label="Sample size"
      value={value}
      onChange={setValue}
      options={[
        { id: 's', label: 'Small' },
        { id: 'm', label: 'Medium' },
        { id: 'l', label: 'Large' },
      ]}
    />
  );
}

describe('ToggleGroup', () => {
  it('is a named group of toggle buttons, the chosen one pressed', () => {
    render(<Sizes />);
    expect(screen.getByRole('group', { name: 'Sample size' })).toBeTruthy();
    const pressed = screen.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['false', 'true', 'false']);
  });

  it('presses the one clicked or chosen with the keyboard and releases the other', () => {
    render(<Sizes />);
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect(screen.getByRole('button', { name: 'Large' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Medium' }).getAttribute('aria-pressed')).toBe('false');
    const small = screen.getByRole('button', { name: 'Small' });
    fireEvent.keyDown(small, { key: 'Enter' });
    fireEvent.keyUp(small, { key: 'Enter' });
    expect(small.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the pressed one pressed when it is pressed again (one is always chosen)', () => {
    render(<Sizes />);
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    expect(screen.getByRole('button', { name: 'Medium' }).getAttribute('aria-pressed')).toBe('true');
  });
});
