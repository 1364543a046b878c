import type { TFunction } from 'i18next';
import Link from 'next/link';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import type { PageFamily } from './family-page-data.ts';
import { familyStylePath } from './family-paths.ts';

/** The styles overview: each style's name set in its own face, linking to its style route. */
export function FamilyStyles({ family, t }: { family: PageFamily; t: TFunction }) {
  return (
    <section className="family-styles" aria-labelledby="family-styles-title">
      <h2 id="family-styles-title">{t('family.styles')}</h2>
      <ul>
        {family.styles.map((style) => (
          <li
            key={style.id}
            className="family-styles__line"
            data-font-family={fontFaceFamilyName(style.id)}
            style={fontFaceStyle(style)}
          >
            {family.encoding ? (
              <Link href={familyStylePath(family.url, family.encoding.url, style.title)}>
                {family.title} {style.title}
              </Link>
            ) : (
              `${family.title} ${style.title}`
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
