import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { DownloadTrialButton } from './download-trial-button.tsx';
import { ReadFamilyTrialQuery } from './queries/read-family-trial.ts';

/**
 * The family page's 'Supported languages' (CLDR languages every style of the encoding shown covers)
 * and 'Try the fonts' sections. Loaded apart from the page's own query; when it fails, the page
 * shows without them (serverQuery logged the cause).
 */
export async function FamilyTrialSections({ url, encodingID }: { url: string; encodingID: string | null }) {
  const t = serverT();
  const result = await serverQuery(
    ReadFamilyTrialQuery,
    { url, encodingID },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  const family = result.ok ? result.data.readFamilies.nodes[0] : undefined;
  if (!family) return null;
  const languages = family.supportedLanguages;
  return (
    <>
      <section className="family-details" aria-labelledby="family-supported-languages-title">
        <h2 id="family-supported-languages-title">{t('trials.languagesTitle')}</h2>
        {languages.length > 0 ? (
          <>
            <p>{t('trials.languageCount', { count: languages.length })}</p>
            <ul className="family-details__list" data-testid="supported-languages">
              {languages.map((language) => (
                <li key={language.code} lang={language.code}>
                  {language.name}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('trials.noLanguages')}</p>
        )}
      </section>
      {family.trialFamilyProductID ? (
        <section className="family-details" aria-labelledby="family-trial-title">
          <h2 id="family-trial-title">{t('trials.title')}</h2>
          <p>{t('trials.intro', { family: family.title })}</p>
          <DownloadTrialButton
            productID={family.trialFamilyProductID}
            encodingID={family.encoding?.id ?? encodingID}
            preRelease={family.preRelease}
            familyTitle={family.title}
          />
        </section>
      ) : null}
    </>
  );
}
