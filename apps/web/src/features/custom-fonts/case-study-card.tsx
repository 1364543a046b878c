import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import { caseStudyPath } from './case-study-paths.ts';
import type { ReadCaseStudiesQuery } from './queries/read-case-studies.ts';

export type ListedCaseStudy = ResultOf<
  typeof ReadCaseStudiesQuery
>['readCustomFontsCaseStudies']['nodes'][number];

const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A case study in the list: its cover, title, client and year, and its summary. */
export function CaseStudyCard({
  study,
  apiUrl,
  eager = false,
}: {
  study: ListedCaseStudy;
  apiUrl: string;
  eager?: boolean;
}) {
  return (
    <article className="case-study-card" data-case-study={study.url}>
      <Link href={caseStudyPath(study.url)} className="case-study-card__link">
        {study.coverImage ? (
          <Image
            src={absoluteMediaUrl(study.coverImage.url, apiUrl)}
            alt={study.coverImage.alt}
            width={study.coverImage.width}
            height={study.coverImage.height}
            sizes={CARD_IMAGE_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <h3 className="case-study-card__title">{study.title}</h3>
      </Link>
      <p className="case-study-card__meta">{[study.client, study.year].filter(Boolean).join(' · ')}</p>
      <p className="case-study-card__summary">{study.summary}</p>
    </article>
  );
}
