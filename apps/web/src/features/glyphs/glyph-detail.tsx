'use client';

import { useTranslation } from 'react-i18next';
import { codePointLabel } from './code-point-label.ts';
import { GlyphOutline } from './glyph-outline.tsx';
import type { ListedGlyph } from './use-glyph-pages.ts';

/** The selected glyph shown large, with its name and code point. */
export function GlyphDetail({ glyph }: { glyph: ListedGlyph }) {
  const { t } = useTranslation();
  return (
    <figure className="glyph-detail" aria-live="polite">
      <GlyphOutline className="glyph-detail__outline" path={glyph.path} viewBox={glyph.viewBox} />
      <figcaption>
        <span className="visually-hidden">{t('glyphs.selected')}: </span>
        <strong className="glyph-detail__name">{glyph.name}</strong>{' '}
        <code className="glyph-detail__code-point">
          {codePointLabel(glyph.codePoint) ?? t('glyphs.unencoded')}
        </code>
      </figcaption>
    </figure>
  );
}
