'use client';

import type { SearchCategory } from '@foundry/domain/search/search-category';
import Link from 'next/link';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { SearchResultsQuery } from './queries/search-queries.ts';
import { type SearchHit, searchHitOf } from './search-hit.ts';

interface SearchResultListProps extends InitialListPage<SearchHit> {
  term: string;
  category: SearchCategory | null;
  /** Hits of the category shown, all pages. */
  total: number;
  /** The page's path without ?page=, for the crawlable "Load more" link. */
  path: string;
}

/**
 * The hits of a results page. "Load more" appends the next page in place (an answer for an older
 * load is discarded by the shared paged-query hook); it is also a real link to ?page=N.
 */
export function SearchResultList({ term, category, path, total, ...initial }: SearchResultListProps) {
  const { t, i18n } = useTranslation();
  const { list, loading, loadMore, failure } = useLoadMoreQuery({
    initial,
    document: SearchResultsQuery,
    variables: (paging) => ({ term, categories: category ? [category] : null, ...paging }),
    pageOf: (data) => ({ nodes: data.search.hits.map(searchHitOf), pageInfo: data.search.pageInfo }),
  });

  return (
    <PagedList
      items={list.nodes}
      keyOf={(hit) => hit.key}
      renderItem={(hit) => <SearchHitItem hit={hit} />}
      ordered
      className="search-results__list"
      hasNextPage={list.hasNextPage}
      busy={loading}
      onLoadMore={() => void loadMore()}
      nextHref={`${path}?page=${list.nextPage}`}
      pagerLabel={t('siteSearch.page.paging')}
      loadMoreLabel={t('siteSearch.page.loadMore')}
      busyLabel={t('siteSearch.page.loading')}
      status={t('siteSearch.page.showing', { shown: list.nodes.length, total })}
      statusClassName="search-results__showing"
      empty={null}
      error={failure ? i18n.t(failure.messageKey) : null}
      errorClassName="search-results__error"
    />
  );
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <div className="search-results__hit">
      <p className="search-results__kind">
        {t(`siteSearch.kinds.${hit.kind}`)} · {t(`siteSearch.categories.${hit.category}`)}
      </p>
      <h2 className="search-results__title">
        <Link href={hit.href}>{hit.title}</Link>
      </h2>
      {hit.description ? <p className="search-results__description">{hit.description}</p> : null}
    </div>
  );
}
