'use client';

import type { PageInfo } from '@foundry/domain';
import Link from 'next/link';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { FONT_CATEGORIES_TEXTS } from '../../lib/i18n/areas/font-categories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { PagedListFailure, PagedListPager } from '../../ui/paged-list.tsx';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilyGrid } from './family-grid.tsx';
import { categoryPagePath } from './font-categories.ts';
import { useLoadMoreCategory } from './use-load-more-category.ts';

interface CategoryFamilyListProps {
  category: string;
  basePath: string;
  nodes: ListedFamily[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

/**
 * The families of an editorial category. "Load more" appends the next page in place; it is a real
 * link to ?page=N, so the list also pages without JavaScript.
 */
export function CategoryFamilyList(props: CategoryFamilyListProps) {
  const { t, i18n } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS, FONT_CATEGORIES_TEXTS);
  const { list, loading, loadMore, failure } = useLoadMoreCategory(props);
  return (
    <>
      {list.nodes.length === 0 ? (
        <p className="font-category__empty" role="status">
          {t('fontCategories.empty')}
        </p>
      ) : (
        <FamilyGrid families={list.nodes} t={t} />
      )}
      {failure ? <PagedListFailure error={i18n.t(failure.messageKey)} /> : null}
      <PagedListPager
        hasItems={list.nodes.length > 0}
        hasNextPage={list.hasNextPage}
        busy={loading}
        onLoadMore={() => void loadMore()}
        nextHref={categoryPagePath(props.basePath, list.nextPage)}
        pagerLabel={t('fontCategories.paging')}
        pagerStart={
          props.page > 1 ? (
            <Link href={categoryPagePath(props.basePath, props.page - 1)} rel="prev">
              {t('fontCategories.previousPage')}
            </Link>
          ) : null
        }
        loadMoreLabel={t('fonts.loadMore')}
      />
    </>
  );
}
