'use client';

import { addToCompareList, COMPARE_LIST_MAX, removeFromCompareList, setCompareList } from '@foundry/domain';
import { useCallback } from 'react';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { readCompareList, useStoredCompareList, writeCompareList } from './compare-list-storage.ts';

/**
 * The compare list with its actions (at most COMPARE_LIST_MAX fonts). Every change is written at
 * once, so the header counter follows; a refused addition is explained in a toast.
 */
export function useCompareList() {
  const { t } = useTexts(CATALOGUE_TEXTS);
  const list = useStoredCompareList();

  const add = useCallback(
    (fontId: string, title: string): boolean => {
      // Read the stored list, not the rendered one: another tab may have changed it meanwhile.
      const result = addToCompareList(readCompareList(), fontId);
      if (!result.ok) {
        const key = result.reason === 'list_full' ? 'compare.listFull' : 'compare.alreadyInList';
        toast.error(t(key, { family: title, max: COMPARE_LIST_MAX }), { id: `compare-${result.reason}` });
        return false;
      }
      writeCompareList(result.list);
      toast.success(t('compare.added', { family: title }), { id: 'compare-changed' });
      return true;
    },
    [t],
  );

  const remove = useCallback(
    (fontId: string, title: string): string[] => {
      const next = removeFromCompareList(readCompareList(), fontId);
      writeCompareList(next);
      toast.success(t('compare.removed', { family: title }), { id: 'compare-changed' });
      return next;
    },
    [t],
  );

  /** Replaces the whole list; throws the domain's error for more than 3 (the caller shows it). */
  const replace = useCallback((fontIds: readonly string[]): string[] => {
    const next = setCompareList(fontIds);
    writeCompareList(next);
    return next;
  }, []);

  return { list, add, remove, replace };
}
