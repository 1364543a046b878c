// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('runs onPress on a click and on Enter or Space', () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyUp(button, { key: ' ' });
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('says it is busy and ignores presses while busy, keeping its name', () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <Button onPress={onPress} busy>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    rerender(<Button onPress={onPress}>Add to cart</Button>);
    expect(button.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('takes its variant as a class', () => {
    render(<Button variant="quiet">Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toContain('ui-button--quiet');
  });
});
