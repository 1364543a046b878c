'use client';

import { QUICK_SEARCH_DEBOUNCE_MS } from '@foundry/domain/constants/timing';
import { useState } from 'react';
import { ICON_BROWSER_TEXTS } from '../../lib/i18n/areas/icon-browser.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useDebouncedValue } from '../../lib/timing/use-debounced-value.ts';
import { PagedListFailure, PagedListPager } from '../../ui/paged-list.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { codePointLabel, GlyphOutline } from '../glyphs/index.ts';
import { IconDetail } from './icon-detail.tsx';
import { type ListedIcon, useIconPages } from './use-icon-pages.ts';

/** The search waits this long after the last key (200 ms, like the quick search). */
export const ICON_SEARCH_DEBOUNCE_MS = QUICK_SEARCH_DEBOUNCE_MS;

/** Longer searches match no icon name: the field stops there. */
export const ICON_SEARCH_MAX_LENGTH = 100;

/**
 * A searchable grid of an icon font's icons, each drawn from its outline in the font; a click shows
 * the icon large with its name, code point and copy buttons.
 */
export function IconBrowser({ styleID }: { styleID: string }) {
  const { t } = useTexts(ICON_BROWSER_TEXTS);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), ICON_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ListedIcon | undefined>();
  const { list, loading, loadMore, reload, failure } = useIconPages(styleID, search);
  const empty = !loading && !failure && list.nodes.length === 0;

  return (
    <div className="icon-browser">
      <search className="icon-browser__search">
        <SearchField
          label={t('iconBrowser.search')}
          value={query}
          maxLength={ICON_SEARCH_MAX_LENGTH}
          placeholder={t('iconBrowser.searchPlaceholder')}
          onChange={setQuery}
        />
      </search>
      {selected ? <IconDetail icon={selected} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {loading ? t('iconBrowser.loading') : empty ? t('iconBrowser.empty') : ''}
      </p>
      <ul className="glyphs__grid icon-browser__grid" aria-label={t('iconBrowser.icons')} aria-busy={loading}>
        {list.nodes.map((icon) => (
          <li key={icon.id}>
            <button
              type="button"
              className="glyphs__cell icon-browser__cell"
              aria-pressed={selected?.id === icon.id}
              aria-label={[icon.name, codePointLabel(icon.codePoint)].filter(Boolean).join(' ')}
              title={icon.name}
              onClick={() => setSelected(icon)}
            >
              <GlyphOutline path={icon.path} viewBox={icon.viewBox} />
            </button>
          </li>
        ))}
      </ul>
      {loading && list.nodes.length === 0 ? <p>{t('iconBrowser.loading')}</p> : null}
      {empty ? <p>{search ? t('iconBrowser.noMatch', { search }) : t('iconBrowser.empty')}</p> : null}
      {failure ? (
        <PagedListFailure
          error={t('iconBrowser.loadFailed')}
          onRetry={reload}
          retryLabel={t('iconBrowser.retry')}
        />
      ) : null}
      <PagedListPager
        hasItems={list.nodes.length > 0}
        hasNextPage={list.hasNextPage}
        busy={loading}
        onLoadMore={loadMore}
        loadMoreLabel={t('iconBrowser.loadMore')}
      />
    </div>
  );
}
