import type { TFunction } from 'i18next';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { PrefetchLink } from '../../lib/links/prefetch-link.tsx';
import { CompareToggle } from '../compare-list/index.ts';
import './family-card.css';
import type { ReadFamiliesQuery } from './queries/read-families.ts';

export type ListedFamily = ResultOf<typeof ReadFamiliesQuery>['readFamilies']['nodes'][number];

/** The style a family shows its sample in: its default style, else its first. */
export function sampleStyleOf(family: ListedFamily): ListedFamily['styles'][number] | undefined {
  return family.styles.find((style) => style.id === family.defaultStyle?.id) ?? family.styles[0];
}

interface FamilyCardProps {
  family: ListedFamily;
  t: TFunction;
  /** Opens the family's quick view; without it the card has no quick view button. */
  onQuickView?: () => void;
}

/** A family in a list: its name set in its own font (an icon family's in the UI font), with style and glyph counts. */
export function FamilyCard({ family, t, onQuickView }: FamilyCardProps) {
  // An icon font has no letters: its name would be drawn in the fallback font behind the icon face.
  const sample = family.isIconFamily ? undefined : sampleStyleOf(family);
  const shownStyle = sampleStyleOf(family);
  return (
    <article className="family-card" data-family={family.url}>
      <PrefetchLink href={`/fonts/${encodeURIComponent(family.url)}`}>
        <h2
          className="family-card__sample"
          data-font-family={sample ? fontFaceFamilyName(sample.id) : undefined}
          style={
            sample
              ? {
                  // Weight and style match the face exactly, so the browser never synthesises bold.
                  fontFamily: `"${fontFaceFamilyName(sample.id)}", var(--font-ui)`,
                  fontWeight: sample.weight,
                  fontStyle: sample.italic ? 'italic' : 'normal',
                }
              : undefined
          }
        >
          {family.title}
        </h2>
      </PrefetchLink>
      <p className="family-card__meta">
        <span>{t('fonts.styleCount', { count: family.styles.length })}</span>
        {shownStyle ? <span>{t('fonts.glyphCount', { count: shownStyle.glyphCount })}</span> : null}
      </p>
      <div className="family-card__actions">
        <CompareToggle fontId={family.url} title={family.title} />
        {onQuickView ? (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            aria-label={t('quickView.openFamily', { family: family.title })}
            onClick={onQuickView}
          >
            {t('quickView.open')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
