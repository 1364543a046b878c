import type { Metadata } from 'next';
import { AddressBook } from '../../../features/account/index.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Personal Information' };

export default function PersonalInformationPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.personal_information')}</h1>
      <AddressBook />
    </>
  );
}
