'use client';

import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { codePointLabel } from './code-point-label.ts';
import { GlyphOutline } from './glyph-outline.tsx';
import type { ListedGlyph } from './use-glyph-pages.ts';

/** Room above the ascender and below the descender, as a share of the em box, for stacked accents. */
const ACCENT_ROOM = 0.25;

/** The API frames a glyph from ascender to descender; accents on capitals can rise above it. */
export function roomyViewBox(viewBox: string): string {
  const [x, y, width, height] = viewBox.split(/\s+/).map(Number);
  if ([x, y, width, height].some((value) => value === undefined || !Number.isFinite(value))) return viewBox;
  const room = (height as number) * ACCENT_ROOM;
  return `${x} ${(y as number) - room} ${width} ${(height as number) + 2 * room}`;
}

/** The selected glyph shown large, with its name and code point. */
export function GlyphDetail({ glyph }: { glyph: ListedGlyph }) {
  const { t } = useTexts(CATALOGUE_TEXTS);
  return (
    <figure className="glyph-detail" aria-live="polite">
      <GlyphOutline
        className="glyph-detail__outline"
        path={glyph.path}
        viewBox={roomyViewBox(glyph.viewBox)}
      />
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
