import type { TFunction } from 'i18next';
import Link from 'next/link';
import { FamilyCardIcons, type ListedFamily, sampleStyleOf } from '../catalogue/index.ts';
import { familyFaceStyle } from './family-face-style.ts';

/** How large an icon font's icons are drawn in the index (the names are sized by home.css). */
const INDEX_ICON_SIZE_PX = 56;

/**
 * Every typeface of the catalogue as a specimen index: each name set large in its own font (an icon
 * font shows its icons), its number of styles beside it, the whole row a link to the family.
 */
export function HomeFamilyIndex({ families, t }: { families: readonly ListedFamily[]; t: TFunction }) {
  return (
    <section className="home-section home-index" aria-labelledby="home-index-title">
      <div className="home-section__head">
        <h2 id="home-index-title">{t('browse.home.families')}</h2>
        <Link href="/fonts">{t('browse.home.familiesLink')}</Link>
      </div>
      <ul className="home-index__list">
        {families.map((family) => {
          const style = sampleStyleOf(family);
          return (
            <li key={family.id} className="home-index__item" data-family={family.url}>
              <Link href={`/fonts/${encodeURIComponent(family.url)}`} className="home-index__link">
                <span className="home-index__name" style={familyFaceStyle(family)}>
                  {family.title}
                </span>
                <span className="home-index__meta">
                  {t('browse.home.styleCount', { count: family.styles.length })}
                </span>
              </Link>
              {family.isIconFamily && style ? (
                <FamilyCardIcons styleId={style.id} size={INDEX_ICON_SIZE_PX} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
