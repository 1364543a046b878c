// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopy } from './use-copy.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopy', () => {
  it('names what was copied when the browser takes the text', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => {
      written.push(text);
    });
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('css', 'a { color: red }'));
    expect(written).toEqual(['a { color: red }']);
    expect(result.current).toMatchObject({ copied: 'css', failed: false });
  });

  it('says the copy failed and logs the refusal as a warning', async () => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    stubClipboard(() => Promise.reject(refusal));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('css', 'a { color: red }'));
    expect(result.current).toMatchObject({ copied: null, failed: true });
    expect(warn).toHaveBeenCalledWith('Copying to the clipboard failed:', refusal);
  });
});
