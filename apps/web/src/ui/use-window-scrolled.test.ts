// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowScrolled } from './use-window-scrolled.ts';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useWindowScrolled', () => {
  afterEach(() => {
    // Unmounted before the DOM goes: a first reading left waiting must not run after the file ends.
    cleanup();
    vi.restoreAllMocks();
    setScrollY(0);
  });

  it('reads where a page opened already scrolled is on the next frame, not while mounting', () => {
    setScrollY(300);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useWindowScrolled());
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(result.current).toBe(true);
  });

  it('follows scrolling past the threshold both ways', () => {
    setScrollY(0);
    const { result } = renderHook(() => useWindowScrolled(50));
    act(() => {
      setScrollY(80);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      setScrollY(20);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('drops a first reading still waiting when it unmounts', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const { unmount } = renderHook(() => useWindowScrolled());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
