import type { Metadata } from 'next';
import { ClubSettings } from '../../../../features/account/index.ts';
import { ClubAccount } from '../../../../features/club/index.ts';
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
