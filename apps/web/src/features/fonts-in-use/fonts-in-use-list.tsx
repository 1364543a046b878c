'use client';

import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { PagedList } from '../../ui/paged-list.tsx';
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
  const { t, i18n } = useTexts(CATALOGUE_TEXTS);
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreFontsInUse(props);
  return (
    <PagedList
      items={list.nodes}
      keyOf={(showcase) => showcase.id}
      renderItem={(showcase, index) => (
        <FontsInUseCard showcase={showcase} apiUrl={apiUrl} eager={index < EAGER_PICTURES} />
      )}
      className="fonts-in-use-list"
      hasNextPage={list.hasNextPage}
      busy={loading}
      onLoadMore={loadMore}
      nextHref={fontsInUseHref(props.filters, list.nextPage)}
      pagerLabel={t('fontsInUse.title')}
      loadMoreLabel={t('fontsInUse.loadMore')}
      empty={<p className="fonts-in-use-list__empty">{t('fontsInUse.empty')}</p>}
      error={failure ? i18n.t(failure.messageKey) : null}
      errorClassName="fonts-in-use-list__error"
    />
  );
}
