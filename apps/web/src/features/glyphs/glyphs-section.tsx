'use client';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codePointLabel } from './code-point-label.ts';
import { GlyphDetail } from './glyph-detail.tsx';
import { GlyphOutline } from './glyph-outline.tsx';
import { type ListedGlyph, useGlyphPages } from './use-glyph-pages.ts';

interface GlyphsSectionProps {
  styleID: string;
  categories: readonly { name: string; count: number }[];
}

/** Category tabs and a grid of glyph outlines for one style; a click shows a glyph large. */
export function GlyphsSection({ styleID, categories }: GlyphsSectionProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(categories[0]?.name);
  const [selected, setSelected] = useState<ListedGlyph | undefined>();
  const { list, loading, loadMore, failure } = useGlyphPages(styleID, category);

  return (
    <div className="glyphs">
      <fieldset className="glyphs__categories">
        <legend className="visually-hidden">{t('glyphs.categories')}</legend>
        {categories.map((entry) => (
          <button
            key={entry.name}
            type="button"
            className="button"
            aria-pressed={entry.name === category}
            onClick={() => {
              setCategory(entry.name);
              setSelected(undefined);
            }}
          >
            {entry.name} <span className="glyphs__count">{entry.count}</span>
          </button>
        ))}
      </fieldset>
      {selected ? <GlyphDetail glyph={selected} /> : null}
      <ul className="glyphs__grid" aria-busy={loading}>
        {list.nodes.map((glyph) => (
          <li key={glyph.id}>
            <button
              type="button"
              className="glyphs__cell"
              aria-pressed={selected?.id === glyph.id}
              aria-label={[glyph.name, codePointLabel(glyph.codePoint)].filter(Boolean).join(' ')}
              onClick={() => setSelected(glyph)}
            >
              <GlyphOutline path={glyph.path} viewBox={glyph.viewBox} />
            </button>
          </li>
        ))}
      </ul>
      {!loading && list.nodes.length === 0 && !failure ? <p>{t('glyphs.empty')}</p> : null}
      {failure ? <p role="alert">{t('glyphs.loadFailed')}</p> : null}
      {list.hasNextPage && list.nodes.length > 0 ? (
        <button type="button" className="button" onClick={loadMore} disabled={loading}>
          {t('glyphs.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
