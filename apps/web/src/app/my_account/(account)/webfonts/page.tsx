import type { Metadata } from 'next';
import { WebfontsList } from '../../../../features/webfonts/index.ts';

export const metadata: Metadata = { title: 'My Webfonts', robots: { index: false } };

/** The account's web font projects (read in the browser, with the session). */
export default function AccountWebfontsPage() {
  return <WebfontsList />;
}
