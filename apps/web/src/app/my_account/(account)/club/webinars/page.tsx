import type { Metadata } from 'next';
import Link from 'next/link';
import { WebinarList } from '../../../../../features/webinars/index.ts';
import { serverT } from '../../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Webinars' };

/** The club's webinars (docs/club-events.md); the list is read in the browser with the session. */
export default function ClubWebinarsPage() {
  const t = serverT();
  return (
    <>
      <p>
        <Link href="/my_account/club">{t('clubEvents.backToClub')}</Link>
      </p>
      <h1>{t('clubEvents.webinars.title')}</h1>
      <WebinarList />
    </>
  );
}
