// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure.tsx';

afterEach(cleanup);

describe('Disclosure', () => {
  it('shows and hides its panel from its heading button', () => {
    render(
      <Disclosure title="OpenType features">
        <p>Small caps, old-style figures.</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'OpenType features' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(panel?.textContent).toBe('Small caps, old-style figures.');
  });
});
