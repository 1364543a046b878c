import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ListedFamily } from '../catalogue/index.ts';
import { familyFaceStyle } from './family-face-style.ts';

export type ReleasedFamily = ListedFamily & { summary: string | null; supportedScripts: readonly string[] };

/**
 * The latest families, each a specimen: "Aa" and its name in its own font, a line of its summary
 * set in it at reading size, and its scripts.
 */
export function HomeNewReleases({ families, t }: { families: readonly ReleasedFamily[]; t: TFunction }) {
  if (families.length === 0) return null;
  return (
    <section className="home-section home-releases" aria-labelledby="home-releases-title">
      <div className="home-section__head">
        <h2 id="home-releases-title">{t('browse.home.newReleases')}</h2>
      </div>
      <ul className="home-releases__list">
        {families.map((family) => {
          const face = familyFaceStyle(family);
          return (
            <li key={family.id} className="home-release" data-family={family.url}>
              <Link href={`/fonts/${encodeURIComponent(family.url)}`} className="home-release__link">
                <span className="home-release__glyphs" style={face} aria-hidden="true">
                  {family.isIconFamily ? '' : 'Aa'}
                </span>
                <span className="home-release__name" style={face}>
                  {family.title}
                </span>
              </Link>
              {family.summary ? (
                <p className="home-release__summary" style={face}>
                  {family.summary}
                </p>
              ) : null}
              <p className="home-release__meta">
                {t('browse.home.styleCount', { count: family.styles.length })}
                {family.supportedScripts.length > 0 ? ` · ${family.supportedScripts.join(', ')}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
