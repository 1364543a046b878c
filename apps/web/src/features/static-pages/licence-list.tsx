import type { TFunction } from 'i18next';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { ReadLicencesForPageQuery } from './queries/static-page-queries.ts';

type Licence = ResultOf<typeof ReadLicencesForPageQuery>['readLicenses'][number];

/**
 * /licensing: the shop's licences with what each is sized by, read from readLicenses. Choosing and
 * pricing stay in the configurator on the family pages (features/licensing); this list only explains.
 */
export function LicenceList({ licences, t }: { licences: readonly Licence[]; t: TFunction }) {
  return (
    <section aria-labelledby="licences" className="static-page__licences">
      <h2 id="licences">{t('staticPages.licences.title')}</h2>
      <dl>
        {licences.map((licence) => (
          <div key={licence.id}>
            <dt>
              <strong>{licence.title}</strong>
            </dt>
            <dd>
              {licence.description && <p>{licence.description}</p>}
              {licence.options.some((option) => !option.hide) && (
                <p>
                  {licence.options
                    .filter((option) => !option.hide)
                    .map((option) => option.title)
                    .join(' · ')}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        {t('staticPages.licences.choose')} <a href="/fonts">{t('menu.allFonts')}</a>
      </p>
    </section>
  );
}
