// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Popover, PopoverTrigger } from './popover.tsx';

afterEach(cleanup);

describe('Popover', () => {
  it('opens a named dialog from its trigger and closes on Escape', () => {
    render(
      <PopoverTrigger>
        <Button variant="quiet">What is a style?</Button>
        <Popover label="About styles">
          <p>One weight in one width.</p>
        </Popover>
      </PopoverTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'What is a style?' });
    act(() => {
      fireEvent.click(trigger);
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'About styles' });
    expect(dialog.textContent).toContain('One weight in one width.');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
