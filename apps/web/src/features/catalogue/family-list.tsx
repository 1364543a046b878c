'use client';

import type { PageInfo } from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FamilyCard, type ListedFamily } from './family-card.tsx';
import { FamilyFontFaces } from './family-font-faces.tsx';
import { QuickViewDialog } from './quick-view-dialog.tsx';
import { nextQuickViewIndex, QUICK_VIEW_CLOSED, type QuickViewAction } from './quick-view-index.ts';
import { useLoadMoreFamilies } from './use-load-more-families.ts';

interface FamilyListProps {
  nodes: ListedFamily[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

/**
 * The families, each sampled in its own font. "Load more" appends the next page in place; it is a
 * real link to ?page=N, so the list also pages without JavaScript and for crawlers.
 */
export function FamilyList(props: FamilyListProps) {
  const { t, i18n } = useTranslation();
  const { list, loading, loadMore, failure } = useLoadMoreFamilies(props);
  const [quickView, setQuickView] = useState(QUICK_VIEW_CLOSED);
  const step = (action: QuickViewAction) =>
    setQuickView((index) => nextQuickViewIndex(index, action, list.nodes.length));
  return (
    <>
      <FamilyFontFaces families={list.nodes} />
      {list.nodes.length === 0 ? <p>{t('fonts.empty')}</p> : null}
      <ul className="family-list">
        {list.nodes.map((family, index) => (
          <li key={family.id}>
            <FamilyCard family={family} t={t} onQuickView={() => step({ type: 'open', index })} />
          </li>
        ))}
      </ul>
      <QuickViewDialog
        families={list.nodes}
        index={quickView}
        onPrevious={() => step({ type: 'previous' })}
        onNext={() => step({ type: 'next' })}
        onClose={() => step({ type: 'close' })}
      />
      {failure ? (
        <p role="alert" className="family-list__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      <nav className="pager" aria-label={t('fonts.paging')}>
        {props.page > 1 ? (
          <Link href={props.page === 2 ? '/fonts' : `/fonts?page=${props.page - 1}`} rel="prev">
            {t('fonts.previousPage')}
          </Link>
        ) : null}
        {list.hasNextPage ? (
          <Link
            href={`/fonts?page=${list.nextPage}`}
            rel="next"
            className="button"
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {t('fonts.loadMore')}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
