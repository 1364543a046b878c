import type { Metadata } from 'next';
import { ClubSettings } from '../../../../features/account/club-settings.tsx';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Club' };

export default function ClubPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.club')}</h1>
      <ClubSettings />
    </>
  );
}
