import type { Metadata } from 'next';
import { LicencePriceTable } from '../../features/licensing/server.ts';
import { LicenceList } from '../../features/static-pages/index.ts';
import {
  loadLicencesForPage,
  StaticPageRoute,
  staticPageMetadata,
} from '../../features/static-pages/server.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('licensing');
}

/** /licensing: the licensing text (readStaticPages) and the shop's licences (readLicenses). */
export default async function LicensingPage() {
  const licences = await loadLicencesForPage();
  return (
    <StaticPageRoute url="licensing">
      <LicenceList licences={licences} t={serverT()} />
      <LicencePriceTable />
    </StaticPageRoute>
  );
}
