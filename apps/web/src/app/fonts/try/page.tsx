import type { Metadata } from 'next';
import Link from 'next/link';
import { DownloadTrialButton, ReadTrialFamiliesQuery } from '../../../features/trials/index.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../../lib/graphql/server-query.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Try our fonts' };

/** /fonts/try: every family with a trial, each with its 'Download trial' button. */
export default async function TryFontsPage() {
  const t = serverT();
  const result = await serverQuery(
    ReadTrialFamiliesQuery,
    { page: 1 },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  // error.tsx shows the generic error page inside the layout; serverQuery logged the cause.
  if (!result.ok) throw new Error(`readFamilies failed (${result.failure.kind})`);
  const families = result.data.readFamilies.nodes.filter((family) => family.trialFamilyProductID);
  return (
    <div className="page trial-page">
      <h1>{t('trials.pageTitle')}</h1>
      <p>{t('trials.pageIntro')}</p>
      <p>
        {t('shopNotes.corporateTryNote')} <Link href="/fonts/corporate">{t('shopNotes.corporateLink')}</Link>
      </p>
      {families.length === 0 ? <p>{t('trials.noFamilies')}</p> : null}
      <ul className="trial-page__list">
        {families.map((family) => (
          <li key={family.id} className="trial-page__family" data-family={family.url}>
            <h2>
              <Link href={`/fonts/${family.url}`}>{family.title}</Link>
            </h2>
            {family.preRelease ? <p>{t('trials.preRelease')}</p> : null}
            {family.summary ? <p>{family.summary}</p> : null}
            <DownloadTrialButton
              productID={family.trialFamilyProductID as string}
              encodingID={family.encoding?.id ?? null}
              preRelease={family.preRelease}
              familyTitle={family.title}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
