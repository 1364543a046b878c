import type { Metadata } from 'next';
import { ClubView } from '../../features/club/index.ts';
import { loadClubRewards } from '../../features/club/server.ts';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export function generateMetadata(): Metadata {
  const t = serverT();
  return { title: t('club.title'), description: t('club.intro') };
}

/** /club: the rewards club for everyone (readClubRewards), with the way in. */
export default async function ClubPublicPage() {
  const rewards = await loadClubRewards();
  return <ClubView rewards={rewards} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
