import type { Metadata } from 'next';
import Link from 'next/link';
import { CrowdfundingProjects } from '../../../../../features/crowdfunding/index.ts';
import { serverT } from '../../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Crowdfunding' };

/** The club's crowdfunding projects and the pledge form (docs/club-events.md); read in the browser. */
export default function ClubCrowdfundingPage() {
  const t = serverT();
  return (
    <>
      <p>
        <Link href="/my_account/club">{t('clubEvents.backToClub')}</Link>
      </p>
      <h1>{t('clubEvents.crowdfunding.title')}</h1>
      <CrowdfundingProjects />
    </>
  );
}
