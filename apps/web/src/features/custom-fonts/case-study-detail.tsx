import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { DetailPictures } from '../../ui/detail-pictures.tsx';
import { FamilyGrid } from '../font-categories/index.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import { CUSTOM_FONTS_PATH, paragraphsOf } from './case-study-paths.ts';
import { EnquiryLink } from './custom-fonts-view.tsx';
import type { ReadCaseStudyQuery } from './queries/read-case-studies.ts';

export type CaseStudyDetailNode = ResultOf<
  typeof ReadCaseStudyQuery
>['readCustomFontsCaseStudies']['nodes'][number];

/** One case study: cover, facts, the story in paragraphs, pictures and the families (linked, in their fonts). */
export function CaseStudyDetail({
  study,
  apiUrl,
  t,
}: {
  study: CaseStudyDetailNode;
  apiUrl: string;
  t: TFunction;
}) {
  const pictures = [...(study.coverImage ? [study.coverImage] : []), ...study.images];
  const facts = [
    { term: t('fontCategories.custom.client'), value: study.client },
    { term: t('fontCategories.custom.year'), value: study.year === null ? null : String(study.year) },
    { term: t('fontCategories.custom.services'), value: study.services.join(', ') || null },
  ];
  return (
    <article className="page case-study" data-case-study={study.url}>
      <p>
        <Link href={CUSTOM_FONTS_PATH}>{t('fontCategories.custom.back')}</Link>
      </p>
      <h1>{study.title}</h1>
      <p className="case-study__summary">{study.summary}</p>
      <dl className="case-study__facts">
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
      </dl>
      {paragraphsOf(study.body).map((paragraph) => (
        <p key={paragraph} className="case-study__paragraph">
          {paragraph}
        </p>
      ))}
      <DetailPictures
        pictures={pictures}
        srcOf={(url) => absoluteMediaUrl(url, apiUrl)}
        className="case-study__pictures"
      />
      {study.families.length > 0 ? (
        <section aria-labelledby="case-study-families">
          <h2 id="case-study-families">{t('fontCategories.custom.families')}</h2>
          <FamilyGrid families={study.families} t={t} />
        </section>
      ) : null}
      <p>
        <EnquiryLink t={t} />
      </p>
    </article>
  );
}
