import type { TFunction } from 'i18next';
import Link from 'next/link';
import { defaultStyleOf, type PageFamily } from './family-page-data.ts';

/** A YYYY-MM-DD date as readers write it ("12 March 2026"); the text as given when it is not one. */
function readableDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Design information, as a specimen's colophon: the family's figures, credits, release, formats,
 * the specimen PDF and its uses.
 */
export function FamilyInformation({ family, t }: { family: PageFamily; t: TFunction }) {
  const sample = defaultStyleOf(family);
  const axes = [
    ...new Set(family.variableFonts.flatMap((font) => font.axes.map((axis) => axis.label || axis.tag))),
  ];
  const rows: [string, string][] = [
    [t('familyPage.details.styles'), String(family.styles.length)],
    ...(sample ? ([[t('familyPage.details.glyphs'), String(sample.glyphCount)]] as [string, string][]) : []),
    ...(family.supportedScripts.length > 0
      ? ([[t('familyPage.details.scripts'), family.supportedScripts.join(', ')]] as [string, string][])
      : []),
    ...(axes.length > 0 ? ([[t('familyPage.details.variable'), axes.join(', ')]] as [string, string][]) : []),
    ...(family.xHeight !== null && family.xHeight !== undefined
      ? ([
          [
            t('familyPage.details.xHeight'),
            t('familyPage.details.xHeightValue', { value: family.xHeight.toFixed(3) }),
          ],
        ] as [string, string][])
      : []),
    ...(family.plannedReleaseDate
      ? ([[t('familyPage.details.releaseDate'), readableDate(family.plannedReleaseDate)]] as [
          string,
          string,
        ][])
      : []),
    [t('familyPage.details.formats'), t('familyPage.details.formatsValue')],
  ];
  return (
    <section className="family-section family-information" aria-labelledby="family-design-title">
      <h2 id="family-design-title" className="family-section__title">
        {t('familyPage.details.title')}
      </h2>
      <div className="family-information__columns">
        <dl className="family-information__facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="family-information__notes">
          {family.credits ? (
            <>
              <h3>{t('familyPage.details.credits')}</h3>
              <p>{family.credits}</p>
            </>
          ) : null}
          <ul className="family-information__links">
            {family.specimenPDFLink ? (
              <li>
                <a href={family.specimenPDFLink}>{t('familyPage.details.specimen')}</a>
              </li>
            ) : null}
            <li>
              <Link href={`/fonts/in-use?family=${encodeURIComponent(family.id)}`}>
                {t('familyPage.details.inUse', { family: family.title })}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
