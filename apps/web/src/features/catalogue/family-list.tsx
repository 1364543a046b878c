'use client';

import type { PageInfo } from '@foundry/domain';
import { formatMoney } from '@foundry/domain';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/index.ts';
import { PagedListFailure, PagedListPager } from '../../ui/paged-list.tsx';
import { FamilyCard } from './family-card.tsx';
import { facetValues, filterFamilies, fromPrice, NO_FILTER } from './family-filters.ts';
import { FamilyFontFaces } from './family-font-faces.tsx';
import { FamilyListControls, SAMPLE_SIZE } from './family-list-controls.tsx';
import type { CatalogueFamily } from './queries/catalogue-family.ts';
import { QuickViewDialog } from './quick-view-dialog.tsx';
import { nextQuickViewIndex, QUICK_VIEW_CLOSED, type QuickViewAction } from './quick-view-index.ts';
import { useLoadMoreFamilies } from './use-load-more-families.ts';

interface FamilyListProps {
  nodes: CatalogueFamily[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

/**
 * The families, each set in its own font at one shared sample text and size, narrowed by the
 * filters (category, script, variable). "Load more" appends the next page in place; it is a real
 * link to ?page=N, so the list also pages without JavaScript and for crawlers.
 */
export function FamilyList(props: FamilyListProps) {
  const { t, i18n } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS);
  const { list, loading, loadMore, failure } = useLoadMoreFamilies(props);
  const [text, setText] = useState('');
  const [size, setSize] = useState<number>(SAMPLE_SIZE.initial);
  const [filter, setFilter] = useState(NO_FILTER);
  const facets = useMemo(() => facetValues(list.nodes), [list.nodes]);
  const shown = useMemo(() => filterFamilies(list.nodes, filter), [list.nodes, filter]);
  const [quickView, setQuickView] = useState(QUICK_VIEW_CLOSED);
  const step = (action: QuickViewAction) =>
    setQuickView((index) => nextQuickViewIndex(index, action, shown.length));
  return (
    <>
      <FamilyListControls
        text={text}
        onTextChange={setText}
        size={size}
        onSizeChange={setSize}
        filter={filter}
        onFilterChange={(next) => {
          setQuickView(QUICK_VIEW_CLOSED);
          setFilter(next);
        }}
        facets={facets}
        shown={shown.length}
      />
      {list.nodes.length === 0 ? <p>{t('fonts.empty')}</p> : null}
      {list.nodes.length > 0 && shown.length === 0 ? (
        <div className="family-list__none">
          <p>{t('browse.fonts.noMatch')}</p>
          <Button variant="secondary" onPress={() => setFilter(NO_FILTER)}>
            {t('browse.fonts.clearFilters')}
          </Button>
        </div>
      ) : null}
      <ul className="family-list">
        {shown.map((family, index) => {
          const price = fromPrice(family.prices);
          return (
            <li key={family.id}>
              <FamilyCard
                family={family}
                t={t}
                sampleText={text}
                sampleSize={size}
                fromPrice={price ? formatMoney(price, i18n.language) : null}
                onQuickView={() => step({ type: 'open', index })}
              />
            </li>
          );
        })}
      </ul>
      {/* After the cards: a stylesheet linked in the body holds back the painting of everything after
          it. The cards paint at once in the interface font and take each family's face as it arrives
          (font-display: swap), when they would have anyway. */}
      <FamilyFontFaces families={list.nodes} />
      <QuickViewDialog
        families={shown}
        index={quickView}
        onPrevious={() => step({ type: 'previous' })}
        onNext={() => step({ type: 'next' })}
        onClose={() => step({ type: 'close' })}
      />
      {failure ? <PagedListFailure error={i18n.t(failure.messageKey)} /> : null}
      <PagedListPager
        hasItems={list.nodes.length > 0}
        hasNextPage={list.hasNextPage}
        busy={loading}
        onLoadMore={() => void loadMore()}
        nextHref={`/fonts?page=${list.nextPage}`}
        pagerLabel={t('fonts.paging')}
        pagerStart={
          props.page > 1 ? (
            <Link href={props.page === 2 ? '/fonts' : `/fonts?page=${props.page - 1}`} rel="prev">
              {t('fonts.previousPage')}
            </Link>
          ) : null
        }
        loadMoreLabel={t('fonts.loadMore')}
      />
    </>
  );
}
