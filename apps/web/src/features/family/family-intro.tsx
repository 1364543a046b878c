import type { TFunction } from 'i18next';
import { defaultStyleOf, type PageFamily } from './family-page-data.ts';

/** Title, summary and the family's figures: styles, glyphs, scripts. */
export function FamilyIntro({ family, t }: { family: PageFamily; t: TFunction }) {
  const sample = defaultStyleOf(family);
  return (
    <section className="family-intro" aria-labelledby="family-title">
      <h1 id="family-title">{family.title}</h1>
      {family.titleInEncoding ? <p lang="und">{family.titleInEncoding}</p> : null}
      {family.summary ? <p className="family-intro__summary">{family.summary}</p> : null}
      <p className="family-intro__meta">
        <span>{t('family.styleCount', { count: family.styles.length })}</span>
        {sample ? <span>{t('family.glyphCount', { count: sample.glyphCount })}</span> : null}
        {family.supportedScripts.length > 0 ? (
          <span>{t('family.scripts', { scripts: family.supportedScripts.join(', ') })}</span>
        ) : null}
      </p>
    </section>
  );
}
