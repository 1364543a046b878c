// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuickSearchTerm } from './use-quick-search-term.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useQuickSearchTerm', () => {
  it('gives the term only after a 200 ms pause in typing', () => {
    const { result } = renderHook(({ text }) => useQuickSearchTerm(text), {
      initialProps: { text: 'Int' },
    });
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Int');
  });

  it('starts the pause again on every keystroke, so only the last text is asked for', () => {
    const { result, rerender } = renderHook(({ text }) => useQuickSearchTerm(text), {
      initialProps: { text: 'Int' },
    });
    act(() => vi.advanceTimersByTime(150));
    rerender({ text: 'Inte' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ text: 'Inter ' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('Inter');
  });

  it('keeps the last settled term while typing goes on, and drops it below 3 characters', () => {
    const { result, rerender } = renderHook(({ text }) => useQuickSearchTerm(text), {
      initialProps: { text: 'Inter' },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ text: 'Inter D' });
    expect(result.current).toBe('Inter');
    rerender({ text: 'In' });
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });

  it('never asks for fewer than 3 characters, spaces not counted', () => {
    const { result } = renderHook(() => useQuickSearchTerm('  ab  '));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });
});
