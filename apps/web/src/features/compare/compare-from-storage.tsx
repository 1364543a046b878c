'use client';

import { comparePath } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useHydrated } from '../cart/index.ts';
import { useStoredCompareList } from '../compare-list/index.ts';

/** /fonts/compare without fonts: goes to the URL of the stored list, or says the list is empty. */
export function CompareFromStorage() {
  const { t } = useTexts(CATALOGUE_TEXTS);
  const router = useRouter();
  const hydrated = useHydrated();
  const list = useStoredCompareList();

  useEffect(() => {
    if (hydrated && list.length > 0) router.replace(comparePath(list));
  }, [hydrated, list, router]);

  if (!hydrated || list.length > 0) return <p aria-busy="true">…</p>;
  return (
    <p className="compare__empty">
      {t('compare.empty')} <Link href="/fonts">{t('compare.browse')}</Link>
    </p>
  );
}
