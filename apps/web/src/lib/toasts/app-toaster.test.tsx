// @vitest-environment jsdom
import { TOAST_LIMIT } from '@foundry/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster.tsx';
import { TOASTER_PROPS } from './toast-options.ts';

beforeAll(() => {
  // jsdom has no matchMedia; the toaster only asks it for prefers-reduced-motion.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

/** Lists the toasts as the site's toaster sees them: kind and effective duration. */
function DurationProbe() {
  const { toasts } = useToaster(TOASTER_PROPS.toastOptions);
  return (
    <ul>
      {toasts.map((item) => (
        <li key={item.id}>{`${item.type}:${item.duration}`}</li>
      ))}
    </ul>
  );
}

describe('AppToaster', () => {
  it('keeps at most the toast limit at once, dropping the oldest', () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) toast(`message ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText('message 1')).toBeNull();
    expect(screen.getByText(`message ${TOAST_LIMIT + 5}`)).toBeTruthy();
  });

  it('gives each kind of toast its own duration', () => {
    render(<DurationProbe />);
    act(() => {
      toast('blank');
      toast.error('error');
      toast.success('success');
      toast.loading('loading');
      toast.custom('custom');
    });
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown.sort()).toEqual([
      'blank:4000',
      'custom:4000',
      'error:4000',
      'loading:Infinity',
      'success:2000',
    ]);
  });
});
