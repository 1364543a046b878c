import type { TFunction } from 'i18next';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import { CompareToggle } from '../compare-list/index.ts';
import { EncodingSwitcher } from './encoding-switcher.tsx';
import { defaultStyleOf, type PageFamily } from './family-page-data.ts';

/**
 * The specimen's opening: the family's name set large in the family itself (an icon family's in the
 * interface font), its summary and figures, and the ways on: compare, other scripts, buy.
 */
export function FamilyHero({ family, t }: { family: PageFamily; t: TFunction }) {
  const sample = defaultStyleOf(family);
  const face = sample && !family.isIconFamily ? sample : undefined;
  return (
    <section className="family-hero" aria-labelledby="family-title">
      <h1
        id="family-title"
        className="family-hero__title"
        data-font-family={face ? fontFaceFamilyName(face.id) : undefined}
        style={face ? fontFaceStyle(face) : undefined}
      >
        {family.title}
      </h1>
      {family.titleInEncoding && family.titleInEncoding !== family.title ? (
        <p className="family-hero__native" lang="und">
          {family.titleInEncoding}
        </p>
      ) : null}
      {family.summary ? <p className="family-hero__summary">{family.summary}</p> : null}
      <p className="family-intro__meta family-hero__meta">
        <span>{t('family.styleCount', { count: family.styles.length })}</span>
        {sample ? <span>{t('family.glyphCount', { count: sample.glyphCount })}</span> : null}
        {family.supportedScripts.length > 0 ? (
          <span>{t('family.scripts', { scripts: family.supportedScripts.join(', ') })}</span>
        ) : null}
      </p>
      <div className="family-hero__actions">
        <a className="ui-button ui-button--primary family-hero__buy" href="#family-buy">
          {t('familyPage.buy.jump')}
        </a>
        <CompareToggle fontId={family.url} title={family.title} />
      </div>
      <EncodingSwitcher family={family} t={t} />
    </section>
  );
}
