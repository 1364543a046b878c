import type { Metadata } from 'next';
import { WebfontsProjectPage } from '../../../../../../features/webfonts/index.ts';

export const metadata: Metadata = { title: 'Web Font Project Statistics', robots: { index: false } };

export default async function WebfontsProjectStatsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebfontsProjectPage id={id} tab="stats" />;
}
