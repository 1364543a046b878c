'use client';

import { useState } from 'react';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { FAMILY_PAGE_TEXTS } from '../../lib/i18n/areas/family-page.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useDebouncedValue } from '../../lib/timing/use-debounced-value.ts';
import { EmptyState, TextField } from '../../ui/index.ts';
import { GlyphDetail } from './glyph-detail.tsx';
import { GlyphGrid } from './glyph-grid.tsx';
import { glyphTabs } from './glyph-tabs.ts';
import { type ListedGlyph, useGlyphPages } from './use-glyph-pages.ts';

/** Typing settles for this long before a search is sent. */
const GLYPH_SEARCH_DEBOUNCE_MS = 250;

interface GlyphsSectionProps {
  styleID: string;
  categories: readonly { name: string; count: number }[];
}

/**
 * The glyphs of one style: a search by name, character or code point, category tabs ("All" first,
 * no private-use tab) and the virtualised grid; a cell shows its glyph large. The grid is in the
 * page's first scripts: loaded near the viewport, a keyboard user could Tab past its place before it
 * arrived (docs/performance.md, "Session 16: script bytes").
 */
export function GlyphsSection({ styleID, categories }: GlyphsSectionProps) {
  const { t } = useTexts(CATALOGUE_TEXTS, FAMILY_PAGE_TEXTS);
  const tabs = glyphTabs(categories, t('familyPage.glyphs.all'));
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), GLYPH_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ListedGlyph | undefined>();
  // A search looks through every glyph, whatever tab is open.
  const { list, loading, loadMore, failure } = useGlyphPages(
    styleID,
    search ? undefined : (category ?? undefined),
    search,
  );
  const shown = selected ?? list.nodes[0];

  return (
    <div className="glyphs">
      <div className="glyphs__toolbar">
        <TextField
          className="glyphs__search"
          type="search"
          label={t('familyPage.glyphs.search')}
          description={t('familyPage.glyphs.searchHint')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setSelected(undefined);
          }}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
        <div className="glyphs__categories" role="group" aria-label={t('glyphs.categories')}>
          {tabs.map((tab) => (
            <button
              key={tab.name}
              type="button"
              className="glyphs__tab"
              aria-pressed={!search && tab.category === category}
              disabled={Boolean(search)}
              onClick={() => {
                setCategory(tab.category);
                setSelected(undefined);
              }}
            >
              {tab.name} <span className="glyphs__count">{tab.count}</span>
            </button>
          ))}
        </div>
      </div>
      {search && !loading && !failure ? (
        <p className="glyphs__results" role="status">
          {list.nodes.length === 0
            ? t('familyPage.glyphs.noMatch', { query: search })
            : t('familyPage.glyphs.results', { count: list.nodes.length })}
        </p>
      ) : null}
      <div className="glyphs__body">
        {shown ? <GlyphDetail glyph={shown} /> : null}
        <GlyphGrid
          glyphs={list.nodes}
          hasMore={list.hasNextPage}
          loading={loading}
          onLoadMore={loadMore}
          selectedId={shown?.id}
          onSelect={setSelected}
          label={t('glyphs.title')}
        />
      </div>
      {!search && !loading && list.nodes.length === 0 && !failure ? (
        <EmptyState title={t('glyphs.empty')} />
      ) : null}
      {failure ? <p role="alert">{t('glyphs.loadFailed')}</p> : null}
    </div>
  );
}
