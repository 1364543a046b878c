import type { Metadata } from 'next';
import { UpgradeRoute } from '../../../../../../features/upgrades/index.ts';

export const metadata: Metadata = { title: 'Upgrade your licence' };

/** Licence upgrade of a family the signed-in user owns (docs/upgrades.md); the data is read in the browser. */
export default async function UpgradeLicencePage({ params }: { params: Promise<{ familyId: string }> }) {
  const { familyId } = await params;
  return <UpgradeRoute familyId={decodeURIComponent(familyId)} />;
}
