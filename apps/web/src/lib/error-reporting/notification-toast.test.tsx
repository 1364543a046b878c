// @vitest-environment jsdom
import { NOTIFICATION_TOAST_OFFSET_PX } from '@foundry/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationToast } from './notification-toast.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? (
    <NotificationToast closeLabel="Close" onClose={() => setOpen(false)}>
      Something went wrong.
    </NotificationToast>
  ) : null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotificationToast', () => {
  it('sits 20 px from the right and bottom edges', () => {
    render(<Harness />);
    const toast = screen.getByRole('status');
    expect(NOTIFICATION_TOAST_OFFSET_PX).toBe(20);
    expect(toast.style.position).toBe('fixed');
    expect(toast.style.right).toBe(`${NOTIFICATION_TOAST_OFFSET_PX}px`);
    expect(toast.style.bottom).toBe(`${NOTIFICATION_TOAST_OFFSET_PX}px`);
  });

  it('stays until the close button dismisses it', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});
