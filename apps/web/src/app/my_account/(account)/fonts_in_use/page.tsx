import type { Metadata } from 'next';
import { UserFontsInUseList } from '../../../../features/user-fonts-in-use/index.ts';

export const metadata: Metadata = { title: 'Fonts in Use', robots: { index: false } };

/** The account's "Fonts in use": the customer's own projects (read in the browser, with the session). */
export default function AccountFontsInUsePage() {
  return <UserFontsInUseList />;
}
