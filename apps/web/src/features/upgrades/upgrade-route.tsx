'use client';

import { useRouter } from 'next/navigation';
import { UpgradePage } from './upgrade-page.tsx';

/** The upgrade page with the app router's navigation (to the checkout). */
export function UpgradeRoute({ familyId }: { familyId: string }) {
  const router = useRouter();
  return <UpgradePage familyId={familyId} navigate={(path) => router.push(path)} />;
}
