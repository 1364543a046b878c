import type { Metadata } from 'next';
import { AccountSettings } from '../../../../features/account/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Account Settings' };

export default function AccountSettingsPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.account_settings')}</h1>
      <AccountSettings />
    </>
  );
}
