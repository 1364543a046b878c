'use client';

import { COPIED_INDICATOR_MS } from '@foundry/domain/constants/timing';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and reports 'copied' for COPIED_INDICATOR_MS (750 ms,
 * docs/limits-and-timing.md), or 'failed' when the browser refuses the clipboard.
 */
export function useCopiedIndicator() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      setState('failed');
      return;
    }
    setState('copied');
    timer.current = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
  }, []);

  return { state, copy };
}
