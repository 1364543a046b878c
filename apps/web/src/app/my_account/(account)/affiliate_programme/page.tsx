import type { Metadata } from 'next';
import { AffiliateProgramme } from '../../../../features/affiliate/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Affiliate Programme', robots: { index: false } };

export default function AffiliateProgrammePage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.affiliate_programme')}</h1>
      <AffiliateProgramme />
    </>
  );
}
