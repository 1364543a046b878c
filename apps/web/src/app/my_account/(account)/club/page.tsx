import type { Metadata } from 'next';
import { ClubSettings } from '../../../../features/account/club-settings.tsx';
import { ClubAccount } from '../../../../features/club/club-account.tsx';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Club', robots: { index: false } };

/** /my_account/club: the member's points, rewards, vouchers and history, then the club settings. */
export default function ClubPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.club')}</h1>
      <ClubAccount links={{ webinars: true, crowdfunding: true }} />
      <ClubSettings />
    </>
  );
}
