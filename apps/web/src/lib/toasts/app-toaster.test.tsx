// @vitest-environment jsdom
import { TOAST_LIMIT } from '@foundry/domain';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import hotToast, { useToaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster.tsx';
import { toast } from './toast.ts';
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
  act(() => hotToast.remove());
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
  it('draws and loads nothing until a first toast, then shows the toast asked for before it was there', async () => {
    // Fresh modules: the outlet stays open once a toast was asked for, as for the rest of a page's
    // life, and test files share their modules.
    vi.resetModules();
    const fresh = await import('./app-toaster.tsx');
    const freshToast = (await import('./toast.ts')).toast;
    const { container } = render(<fresh.AppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      freshToast.success('first');
    });
    expect((await screen.findByText('first')).textContent).toBe('first');
  });

  it('keeps at most the toast limit at once, dropping the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) toast(`message ${index}`);
    });
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT));
    expect(screen.queryByText('message 1')).toBeNull();
    expect(screen.getByText(`message ${TOAST_LIMIT + 5}`)).toBeTruthy();
  });

  it('gives each kind of toast its own duration', () => {
    render(<DurationProbe />);
    act(() => {
      hotToast('blank');
      hotToast.error('error');
      hotToast.success('success');
      hotToast.loading('loading');
      hotToast.custom('custom');
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
