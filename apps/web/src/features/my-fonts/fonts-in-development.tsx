'use client';

import Link from 'next/link';
import { useId } from 'react';
import { useQuery } from 'urql';
import { accountDate } from '../../lib/dates/account-date.ts';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { DownloadTrialButton } from '../trials/index.ts';
import { ReadDevelopmentFontsQuery } from './my-fonts-operations.ts';

/**
 * Fonts in development: pre-release families with their planned release date and a trial, for club
 * members; anyone else reads why they see none and how to join the club.
 */
export function FontsInDevelopment() {
  const { t } = useTexts(MY_FONTS_TEXTS);
  const ids = useId();
  const { loggedIn } = useAuth();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ReadDevelopmentFontsQuery,
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });

  if (error && !data) {
    return (
      <div role="alert">
        <p>{t('myFonts.loadFailed')}</p>
        <button type="button" className="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('myFonts.retry')}
        </button>
      </div>
    );
  }
  if (!data || (fetching && !data)) return <p aria-live="polite">{t('myFonts.loading')}</p>;
  if (!data.readUser.club) {
    return (
      <p>
        {t('myFonts.development.clubOnly')}{' '}
        <Link href="/my_account/club">{t('myFonts.development.joinClub')}</Link>
      </p>
    );
  }
  const families = data.readFamilies.nodes;
  return (
    <section aria-labelledby={`${ids}-intro`}>
      <p id={`${ids}-intro`}>{t('myFonts.development.intro')}</p>
      {families.length === 0 ? <p>{t('myFonts.development.empty')}</p> : null}
      <ul className="my-development__list">
        {families.map((family) => (
          <li key={family.id}>
            <article className="my-font" aria-labelledby={`${ids}-${family.id}`}>
              <h3 id={`${ids}-${family.id}`}>
                <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
              </h3>
              {family.summary ? <p>{family.summary}</p> : null}
              <p>
                {family.plannedReleaseDate
                  ? t('myFonts.development.planned', { date: accountDate(family.plannedReleaseDate) })
                  : t('myFonts.development.plannedUnknown')}
              </p>
              {family.trialFamilyProductID ? (
                <DownloadTrialButton
                  productID={family.trialFamilyProductID}
                  encodingID={family.encoding?.id ?? null}
                  preRelease={family.preRelease}
                  familyTitle={family.title}
                />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
