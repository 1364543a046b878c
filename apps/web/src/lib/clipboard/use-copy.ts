'use client';

import { COPIED_INDICATOR_MS } from '@foundry/domain/constants/timing';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` names what was copied last for COPIED_INDICATOR_MS
 * (750 ms), `failed` when the browser refused the clipboard (logged as a warning, docs/site-chrome.md).
 */
export function useCopy() {
  const [state, setState] = useState<{ copied: string | null; failed: boolean }>({
    copied: null,
    failed: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (what: string, text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // The browser refused (no permission, no secure context): the page says so, the console keeps why.
      console.warn('Copying to the clipboard failed:', error);
      setState({ copied: null, failed: true });
      return;
    }
    setState({ copied: what, failed: false });
    timer.current = setTimeout(() => setState({ copied: null, failed: false }), COPIED_INDICATOR_MS);
  }, []);

  return { ...state, copy };
}
