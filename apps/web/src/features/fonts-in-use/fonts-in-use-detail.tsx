import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { DetailPictures } from '../../ui/detail-pictures.tsx';
import { absoluteMediaUrl } from '../shop/index.ts';
import { countryDisplayName, languageDisplayName } from './display-names.ts';
import { FONTS_IN_USE_PATH, fontsInUseHref } from './fonts-in-use-query.ts';
import type { ReadFontsInUseDetailQuery } from './queries/read-fonts-in-use.ts';

export type FontsInUseDetailNode = ResultOf<
  typeof ReadFontsInUseDetailQuery
>['readFontsInUse']['nodes'][number];

/** Only http(s) links are rendered: a stored `javascript:` URL must never become a link. */
function webLink(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** One showcase: its pictures, description, credits and the families it uses (linked to their pages). */
export function FontsInUseDetail({
  showcase,
  apiUrl,
  t,
}: {
  showcase: FontsInUseDetailNode;
  apiUrl: string;
  t: TFunction;
}) {
  const facts: { term: string; value: string | null; href?: string | null }[] = [
    { term: t('fontsInUse.designer'), value: showcase.designer, href: webLink(showcase.designerUrl) },
    { term: t('fontsInUse.year'), value: showcase.year === null ? null : String(showcase.year) },
    { term: t('fontsInUse.categories'), value: showcase.category },
    { term: t('fontsInUse.outputs'), value: showcase.output },
    {
      term: t('fontsInUse.countries'),
      value: showcase.country ? countryDisplayName(showcase.country) : null,
    },
    {
      term: t('fontsInUse.languages'),
      value: showcase.languages.map(languageDisplayName).join(', ') || null,
    },
    { term: t('fontsInUse.photoCredits'), value: showcase.photoCredits },
  ];
  return (
    <article className="page fonts-in-use-detail" data-fonts-in-use={showcase.id}>
      <p>
        <Link href={FONTS_IN_USE_PATH}>{t('fontsInUse.back')}</Link>
      </p>
      <h1>{showcase.title}</h1>
      {showcase.description ? (
        <p className="fonts-in-use-detail__description">{showcase.description}</p>
      ) : null}
      <DetailPictures
        pictures={showcase.images}
        srcOf={(url) => absoluteMediaUrl(url, apiUrl)}
        className="fonts-in-use-detail__pictures"
      />
      <dl className="fonts-in-use-detail__facts">
        {facts.map(({ term, value, href }) =>
          value ? (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                {href ? (
                  <a href={href} rel="noopener noreferrer" target="_blank">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <section aria-labelledby="fonts-in-use-families">
        <h2 id="fonts-in-use-families">{t('fontsInUse.fontsUsed')}</h2>
        <ul>
          {showcase.families.map((family) => (
            <li key={family.id}>
              <Link href={`/fonts/${family.url}`}>{family.title}</Link>{' '}
              <Link href={fontsInUseHref({ family: family.id })}>({t('fontsInUse.title')})</Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
