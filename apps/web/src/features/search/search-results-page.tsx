import { SEARCH_CATEGORIES } from '@foundry/domain/search/search-category';
import { searchPath } from '@foundry/domain/search/search-path';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { pageParam } from '../../lib/routing/page-param.ts';
import { decodedSegment, loadSearchResults } from './load-search-results.ts';
import { SearchAgainForm } from './search-again-form.tsx';
import { SearchResultList } from './search-result-list.tsx';

export interface SearchRouteProps {
  params: Promise<{ term: string; category?: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

/** Results pages are for visitors, not for search engines' indexes. */
export async function searchResultsMetadata({ params }: Pick<SearchRouteProps, 'params'>): Promise<Metadata> {
  const t = serverT();
  const term = decodedSegment((await params).term).trim();
  return { title: t('siteSearch.page.metaTitle', { term }), robots: { index: false, follow: true } };
}

/**
 * /search/{term} and /search/{term}/{category} (docs/routes.md), rendered on the server: the
 * term's field, a tab per category with its number of hits (all, then each category that has any),
 * and the hits best first with "Load more".
 */
export async function SearchResultsPage({ params, searchParams }: SearchRouteProps) {
  const { term, category } = await params;
  return (
    <SearchResults
      rawTerm={term}
      rawCategory={category ?? null}
      page={pageParam((await searchParams).page)}
    />
  );
}

/** /search: the field alone, or (a form sent without JavaScript, ?q=term) the term's results. */
export async function BareSearchPage({ searchParams }: Pick<SearchRouteProps, 'searchParams'>) {
  const query = await searchParams;
  const term = typeof query.q === 'string' ? query.q.trim() : '';
  if (term)
    return (
      <SearchResults rawTerm={encodeURIComponent(term)} rawCategory={null} page={pageParam(query.page)} />
    );
  const t = serverT();
  return (
    <div className="page search-results">
      <h1>{t('siteSearch.page.search')}</h1>
      <SearchAgainForm term="" category={null} />
      <p className="search-results__empty">{t('siteSearch.page.bareIntro')}</p>
    </div>
  );
}

async function SearchResults({
  rawTerm,
  rawCategory,
  page,
}: {
  rawTerm: string;
  rawCategory: string | null;
  page: number;
}) {
  const loaded = await loadSearchResults(rawTerm, rawCategory, page);
  if (loaded.kind === 'not-found') notFound();
  const t = serverT();

  if (loaded.kind === 'too-short') {
    return (
      <div className="page search-results">
        <h1>{t('siteSearch.page.title', { term: loaded.term })}</h1>
        <SearchAgainForm term={loaded.term} category={null} />
        <p className="search-results__empty">{t('siteSearch.page.tooShort')}</p>
      </div>
    );
  }

  const { term, category, counts } = loaded;
  const allTotal = counts.reduce((sum, count) => sum + count.total, 0);
  const tabs = [
    {
      key: 'all',
      label: t('siteSearch.page.all'),
      count: allTotal,
      href: searchPath(term),
      current: !category,
    },
    ...SEARCH_CATEGORIES.flatMap((key) => {
      const count = counts.find((entry) => entry.category === key)?.total ?? 0;
      if (count === 0 && key !== category) return [];
      const label = t(`siteSearch.categories.${key}`);
      return [{ key, label, count, href: searchPath(term, key), current: key === category }];
    }),
  ];
  const path = searchPath(term, category);

  return (
    <div className="page search-results">
      <h1>{t('siteSearch.page.title', { term })}</h1>
      <SearchAgainForm term={term} category={category} />
      <nav aria-label={t('siteSearch.page.tabs')} className="search-results__tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className="search-results__tab"
              >
                {t('siteSearch.page.tab', { category: tab.label, count: tab.count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaded.total === 0 ? (
        <p className="search-results__empty">{t('siteSearch.page.none', { term })}</p>
      ) : (
        <SearchResultList
          key={`${path}?${page}`}
          term={term}
          category={category}
          path={path}
          total={loaded.total}
          nodes={loaded.nodes}
          pageInfo={loaded.pageInfo}
          page={loaded.page}
          pageSize={loaded.pageSize}
        />
      )}
    </div>
  );
}
