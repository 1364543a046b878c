'use client';

import { searchPath } from '@foundry/domain/search/search-path';
import Link from 'next/link';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { QUICK_SEARCH_LINK } from './quick-search-link.ts';
import { type QuickSearchState, useQuickSearchResults } from './use-quick-search-results.ts';

function StatusLine({ state }: { state: QuickSearchState }) {
  const { t, i18n } = useTranslation();
  let text: string;
  if (state.status === 'loading') text = t('siteSearch.searching');
  else if (state.status === 'failed') text = i18n.t(state.failure.messageKey);
  else {
    const count = state.groups.reduce((sum, group) => sum + group.total, 0);
    text =
      count === 0 ? t('siteSearch.noResults', { term: state.term }) : t('siteSearch.resultCount', { count });
  }
  return <>{text}</>;
}

/**
 * The quick search's answer for a settled term: the best hits grouped by category, each group with a
 * 'View All' link to /search/{term}/{category}, an 'All Results' link, and one status line that
 * screen readers hear (searching, how many results, nothing found, or the error).
 */
export function QuickSearchResults({ term, onNavigate }: { term: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const state = useQuickSearchResults(term);
  const groups = state.status === 'done' ? state.groups : [];
  const linkProps = { [QUICK_SEARCH_LINK]: '', onClick: onNavigate };

  return (
    <div className="quick-search" aria-busy={state.status === 'loading'}>
      <p role="status" aria-live="polite" className="quick-search__status">
        <StatusLine state={state} />
      </p>
      {groups.length > 0 ? (
        <>
          <div className="quick-search__groups">
            {groups.map((group) => {
              const categoryName = t(`siteSearch.categories.${group.category}`);
              const headingId = `quick-search-${group.category.toLowerCase()}`;
              return (
                <section key={group.category} aria-labelledby={headingId} className="quick-search__group">
                  <h2 id={headingId} className="quick-search__category">
                    {categoryName} <span className="quick-search__total">{group.total}</span>
                  </h2>
                  <ul className="quick-search__hits">
                    {group.hits.map((hit) => (
                      <li key={hit.key}>
                        <Link href={hit.href} className="quick-search__hit" {...linkProps}>
                          {hit.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link
                    href={searchPath(state.term, group.category)}
                    className="quick-search__view-all"
                    aria-label={t('siteSearch.viewAllLabel', { count: group.total, category: categoryName })}
                    {...linkProps}
                  >
                    {t('siteSearch.viewAll', { count: group.total })}
                  </Link>
                </section>
              );
            })}
          </div>
          <Link href={searchPath(state.term)} className="quick-search__all" {...linkProps}>
            {t('siteSearch.allResults')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
