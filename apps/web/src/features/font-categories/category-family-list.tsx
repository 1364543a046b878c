'use client';

import type { PageInfo } from '@foundry/domain';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
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
      {failure ? (
        <p role="alert" className="family-list__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      {props.page > 1 || list.hasNextPage ? (
        <nav className="pager" aria-label={t('fontCategories.paging')}>
          {props.page > 1 ? (
            <Link href={categoryPagePath(props.basePath, props.page - 1)} rel="prev">
              {t('fontCategories.previousPage')}
            </Link>
          ) : null}
          {list.hasNextPage ? (
            <Link
              href={categoryPagePath(props.basePath, list.nextPage)}
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
      ) : null}
    </>
  );
}
