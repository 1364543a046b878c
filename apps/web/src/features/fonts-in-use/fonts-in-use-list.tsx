'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { FontsInUseCard } from './fonts-in-use-card.tsx';
import { fontsInUseHref } from './fonts-in-use-query.ts';
import { type InitialFontsInUsePage, useLoadMoreFontsInUse } from './use-load-more-fonts-in-use.ts';

/** Pictures of the first row load at once; the rest wait until they come near the viewport. */
const EAGER_PICTURES = 3;

/**
 * The showcases. "Load more" appends the next page in place; it is a real link to ?page=N with the
 * same filters, so the list also pages without JavaScript and for crawlers.
 */
export function FontsInUseList(props: InitialFontsInUsePage) {
  const { t, i18n } = useTranslation();
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreFontsInUse(props);
  return (
    <>
      {list.nodes.length === 0 ? <p className="fonts-in-use-list__empty">{t('fontsInUse.empty')}</p> : null}
      <ul className="fonts-in-use-list">
        {list.nodes.map((showcase, index) => (
          <li key={showcase.id}>
            <FontsInUseCard showcase={showcase} apiUrl={apiUrl} eager={index < EAGER_PICTURES} />
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="fonts-in-use-list__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <nav className="pager" aria-label={t('fontsInUse.title')}>
          <Link
            href={fontsInUseHref(props.filters, list.nextPage)}
            rel="next"
            className="button"
            aria-busy={loading}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) loadMore();
            }}
          >
            {t('fontsInUse.loadMore')}
          </Link>
        </nav>
      ) : null}
    </>
  );
}
