// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_DONE_MS, Menu, type MenuAction } from './menu.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function open() {
  const trigger = screen.getByRole('button', { name: 'Share' });
  act(() => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyUp(trigger, { key: 'Enter' });
  });
  return screen.getByRole('menu', { name: 'Share' });
}

describe('Menu', () => {
  it('opens a menu of its actions from its button', () => {
    const actions: MenuAction[] = [
      { id: 'copy', label: 'Copy link', run: vi.fn() },
      { id: 'mail', label: 'Email', run: vi.fn() },
    ];
    render(<Menu label="Share" actions={actions} />);
    open();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Email']);
  });

  it('moves to the item starting with the letters typed', () => {
    const actions: MenuAction[] = [
      { id: 'copy', label: 'Copy link', run: vi.fn() },
      { id: 'mail', label: 'Email', run: vi.fn() },
      { id: 'post', label: 'Post', run: vi.fn() },
    ];
    render(<Menu label="Share" actions={actions} />);
    const menu = open();
    act(() => {
      fireEvent.keyDown(menu, { key: 'p' });
    });
    expect(document.activeElement?.textContent).toBe('Post');
  });

  it('shows a spinner while an action runs, then its done text for 1.5 s, then its label again', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Menu label="Share" actions={[{ id: 'copy', label: 'Copy link', doneLabel: 'Copied', run }]} />);
    open();
    const item = screen.getByRole('menuitem', { name: 'Copy link' });
    act(() => {
      fireEvent.keyDown(item, { key: 'Enter' });
      fireEvent.keyUp(item, { key: 'Enter' });
    });
    expect(run).toHaveBeenCalledOnce();
    expect(item.querySelector('.spinner')).not.toBeNull();
    await act(async () => finish());
    expect(item.textContent).toBe('Copied');
    expect(item.querySelector('.spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(MENU_DONE_MS - 1));
    expect(item.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(item.textContent).toBe('Copy link');
  });
});
