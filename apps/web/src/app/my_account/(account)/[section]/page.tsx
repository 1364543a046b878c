import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  type AccountMenuEntryName,
  accountMenuEntryForSegment,
} from '../../../../features/account/account-menu.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'My Account' };

/** Menu sections without their own page yet say so (the menu keeps every entry of docs/routes.md); others 404. */
export default async function AccountSectionPage({ params }: { params: Promise<{ section: string }> }) {
  const entry: AccountMenuEntryName | null = accountMenuEntryForSegment((await params).section);
  if (!entry) notFound();
  const t = serverT();
  return (
    <>
      <h1>{t(`accountArea.menu.${entry}`)}</h1>
      <p>{t('accountArea.notAvailable')}</p>
    </>
  );
}
