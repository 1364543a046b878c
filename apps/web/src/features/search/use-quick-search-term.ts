'use client';

import { QUICK_SEARCH_DEBOUNCE_MS } from '@foundry/domain/constants/timing';
import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import { useEffect, useState } from 'react';

/**
 * The term quick search should ask for: the typed text (trimmed) once typing paused for 200 ms, and
 * only from 3 characters on (docs/limits-and-timing.md). Null while the text is too short; while typing
 * goes on, the previous settled term stays, so its results stay on screen until the next answer.
 */
export function useQuickSearchTerm(text: string): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  const long = isQuickSearchQuery(text);

  useEffect(() => {
    if (!long) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(text.trim()), QUICK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);

  return long ? settled : null;
}
