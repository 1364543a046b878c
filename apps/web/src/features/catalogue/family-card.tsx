import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { PrefetchLink } from '../../lib/links/prefetch-link.tsx';
import { Button } from '../../ui/index.ts';
import { CompareToggle } from '../compare-list/index.ts';
import { FamilyCardIcons } from './family-card-icons.tsx';
import type { ReadFamiliesQuery } from './queries/read-families.ts';

/** What every family list gives a card: the family and its styles' font files. */
export type ListedFamily = Pick<
  ResultOf<typeof ReadFamiliesQuery>['readFamilies']['nodes'][number],
  'id' | 'title' | 'url' | 'isIconFamily' | 'defaultStyle' | 'styles'
>;

/** The size of a card's sample when the list has no size control of its own. */
export const CARD_SAMPLE_SIZE_PX = 64;

/** The style a family shows its sample in: its default style, else its first. */
export function sampleStyleOf(family: ListedFamily): ListedFamily['styles'][number] | undefined {
  return family.styles.find((style) => style.id === family.defaultStyle?.id) ?? family.styles[0];
}

interface FamilyCardProps {
  family: ListedFamily;
  t: TFunction;
  /** The list's shared sample text; empty or absent: the family's own name is the sample. */
  sampleText?: string;
  sampleSize?: number;
  /** "from €49.00", already formatted; absent: no price line. */
  fromPrice?: string | null;
  /** Opens the family's quick view; without it the card has no quick view button. */
  onQuickView?: () => void;
}

function faceStyle(style: ListedFamily['styles'][number], size: number): CSSProperties {
  return {
    ...fontFaceStyle(style),
    // The size is the list's; a phone narrows it to the screen (family-card.css).
    ['--sample-size' as string]: `${size}px`,
  };
}

/**
 * A family in a list, the type being the picture: its name (or the list's sample text) set large in
 * its own font, an icon font's icons drawn as icons; under it the counts, the price "from", and quiet
 * compare and quick view actions. The whole card opens the family (its title link covers it).
 */
export function FamilyCard({
  family,
  t,
  sampleText,
  sampleSize = CARD_SAMPLE_SIZE_PX,
  fromPrice,
  onQuickView,
}: FamilyCardProps) {
  const shownStyle = sampleStyleOf(family);
  // An icon font has no letters: its name is set in the UI font and its icons are drawn below.
  const face = family.isIconFamily ? undefined : shownStyle;
  const text = sampleText?.trim() ? sampleText : '';
  const href = `/fonts/${encodeURIComponent(family.url)}`;
  // With no text typed the name is the sample (an icon font's in the UI font, its icons below).
  const nameIsSample = text === '';
  const nameFace = nameIsSample ? face : undefined;
  return (
    <article className="family-card" data-family={family.url}>
      <PrefetchLink href={href} className="family-card__link">
        <h2
          className={nameIsSample ? 'family-card__title family-card__sample' : 'family-card__title'}
          data-font-family={nameFace ? fontFaceFamilyName(nameFace.id) : undefined}
          style={nameFace ? faceStyle(nameFace, sampleSize) : undefined}
        >
          {family.title}
        </h2>
      </PrefetchLink>
      {face && text ? (
        <p
          className="family-card__sample"
          data-font-family={fontFaceFamilyName(face.id)}
          style={faceStyle(face, sampleSize)}
        >
          {text}
        </p>
      ) : null}
      {family.isIconFamily && shownStyle ? (
        <FamilyCardIcons styleId={shownStyle.id} size={sampleSize} />
      ) : null}
      <div className="family-card__foot">
        <p className="family-card__meta">
          <span>{t('fonts.styleCount', { count: family.styles.length })}</span>
          {shownStyle ? <span>{t('fonts.glyphCount', { count: shownStyle.glyphCount })}</span> : null}
          {fromPrice ? (
            <span className="family-card__price">{t('browse.fonts.fromPrice', { price: fromPrice })}</span>
          ) : null}
        </p>
        <div className="family-card__actions">
          <CompareToggle fontId={family.url} title={family.title} />
          {onQuickView ? (
            <Button
              variant="quiet"
              aria-haspopup="dialog"
              aria-label={t('quickView.openFamily', { family: family.title })}
              onPress={onQuickView}
            >
              {t('quickView.open')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
