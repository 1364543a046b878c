import type { TFunction } from 'i18next';
import type { PageFamily } from './family-page-data.ts';

/** Design information, credits, supported scripts and encodings (the OpenType features have their own section). */
export function FamilyDetails({ family, t }: { family: PageFamily; t: TFunction }) {
  return (
    <>
      {family.xHeight !== null && family.xHeight !== undefined ? (
        <section className="family-details" aria-labelledby="family-design-title">
          <h2 id="family-design-title">{t('family.design')}</h2>
          <p>{t('family.xHeight', { value: family.xHeight.toFixed(3) })}</p>
        </section>
      ) : null}
      {family.credits ? (
        <section className="family-details" aria-labelledby="family-credits-title">
          <h2 id="family-credits-title">{t('family.credits')}</h2>
          <p>{family.credits}</p>
        </section>
      ) : null}
      <section className="family-details" aria-labelledby="family-languages-title">
        <h2 id="family-languages-title">{t('family.languages')}</h2>
        <ul className="family-details__list">
          {family.supportedScripts.map((script) => (
            <li key={script}>{script}</li>
          ))}
        </ul>
        {family.familyEncodings.length > 1 ? (
          <>
            <h3>{t('family.encodings')}</h3>
            <ul className="family-details__list">
              {family.familyEncodings.map((entry) => (
                <li key={entry.encoding.id}>
                  {entry.encoding.title}
                  {entry.titleInEncoding ? ` (${entry.titleInEncoding})` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}
