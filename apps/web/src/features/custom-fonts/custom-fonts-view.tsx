import type { PageInfo } from '@foundry/domain';
import type { TFunction } from 'i18next';
import { CONTACT_EMAIL } from '../../lib/site/site-info.ts';
import { CategoryPager } from '../font-categories/index.ts';
import { CaseStudyCard, type ListedCaseStudy } from './case-study-card.tsx';
import { CUSTOM_FONTS_PATH } from './case-study-paths.ts';

/** The enquiry link: a mail to the shop with the subject filled in. */
export function EnquiryLink({ t }: { t: TFunction }) {
  const subject = encodeURIComponent(t('fontCategories.custom.enquirySubject'));
  return (
    <a className="button custom-fonts__enquire" href={`mailto:${CONTACT_EMAIL}?subject=${subject}`}>
      {t('fontCategories.custom.enquire')}
    </a>
  );
}

/** /fonts/custom: what custom work we do, how to ask for it, and the case studies. */
export function CustomFontsView({
  studies,
  pageInfo,
  page,
  apiUrl,
  t,
}: {
  studies: ListedCaseStudy[];
  pageInfo: PageInfo;
  page: number;
  apiUrl: string;
  t: TFunction;
}) {
  return (
    <div className="page custom-fonts">
      <h1>{t('fontCategories.custom.title')}</h1>
      <p className="custom-fonts__intro">{t('fontCategories.custom.intro')}</p>
      <p>
        <EnquiryLink t={t} />
      </p>
      <section aria-labelledby="case-studies-title">
        <h2 id="case-studies-title">{t('fontCategories.custom.caseStudies')}</h2>
        {studies.length === 0 ? (
          <p role="status">{t('fontCategories.custom.empty')}</p>
        ) : (
          <ul className="case-study-list">
            {studies.map((study, index) => (
              <li key={study.id}>
                <CaseStudyCard study={study} apiUrl={apiUrl} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <CategoryPager basePath={CUSTOM_FONTS_PATH} page={page} pageInfo={pageInfo} t={t} />
      </section>
    </div>
  );
}
