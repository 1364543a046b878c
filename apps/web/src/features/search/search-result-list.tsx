'use client';

import type { SearchCategory } from '@foundry/domain/search/search-category';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
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
    pageOf: (data) => ({ nodes: data.search.nodes.map(searchHitOf), pageInfo: data.search.pageInfo }),
  });

  return (
    <>
      <p role="status" aria-live="polite" className="search-results__showing">
        {t('siteSearch.page.showing', { shown: list.nodes.length, total })}
      </p>
      <ol className="search-results__list">
        {list.nodes.map((hit) => (
          <li key={hit.key} className="search-results__hit">
            <p className="search-results__kind">
              {t(`siteSearch.kinds.${hit.kind}`)} · {t(`siteSearch.categories.${hit.category}`)}
            </p>
            <h2 className="search-results__title">
              <Link href={hit.href}>{hit.title}</Link>
            </h2>
            {hit.description ? <p className="search-results__description">{hit.description}</p> : null}
          </li>
        ))}
      </ol>
      {failure ? (
        <p role="alert" className="search-results__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <nav className="pager" aria-label={t('siteSearch.page.paging')}>
          <Link
            href={`${path}?page=${list.nextPage}`}
            rel="next"
            className="button"
            aria-busy={loading}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {loading ? t('siteSearch.page.loading') : t('siteSearch.page.loadMore')}
          </Link>
        </nav>
      ) : null}
    </>
  );
}
