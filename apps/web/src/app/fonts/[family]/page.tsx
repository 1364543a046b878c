import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyPageView } from '../../../features/family/family-page-view.tsx';
import { loadFamily } from '../../../features/family/load-family.ts';

interface FamilyPageProps {
  params: Promise<{ family: string }>;
}

export async function generateMetadata({ params }: FamilyPageProps): Promise<Metadata> {
  const family = await loadFamily((await params).family);
  return family ? { title: family.title, description: family.summary ?? undefined } : { title: '404' };
}

export default async function FamilyPage({ params }: FamilyPageProps) {
  const family = await loadFamily((await params).family);
  if (!family) notFound();
  return <FamilyPageView family={family} />;
}
