'use client';

import { comparePath } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../cart/index.ts';
import { useStoredCompareList } from '../compare-list/index.ts';

/** /fonts/compare without fonts: goes to the URL of the stored list, or says the list is empty. */
export function CompareFromStorage() {
  const { t } = useTranslation();
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
