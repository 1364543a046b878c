// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogTrigger } from './dialog.tsx';

afterEach(cleanup);

function Example({ role }: { role?: 'dialog' | 'alertdialog' }) {
  return (
    <DialogTrigger>
      <Button>Remove</Button>
      <Dialog title="Remove this font?" role={role}>
        {(close) => (
          <Button variant="secondary" onPress={close}>
            Keep it
          </Button>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title, with focus inside', async () => {
    render(<Example />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Remove this font?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and from a button inside it', () => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    act(() => {
      fireEvent.click(opener);
    });
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      fireEvent.click(opener);
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is an alert dialog when a question must be answered', () => {
    render(<Example role="alertdialog" />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(screen.getByRole('alertdialog', { name: 'Remove this font?' })).toBeTruthy();
  });
});
