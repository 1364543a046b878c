import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyPageView, loadFamily } from '../../../features/family/server.ts';
import { PageCrumb } from '../../../features/navigation/index.ts';

interface FamilyPageProps {
  params: Promise<{ family: string }>;
  searchParams: Promise<{ share?: string | string[] }>;
}

export async function generateMetadata({ params }: FamilyPageProps): Promise<Metadata> {
  const family = await loadFamily((await params).family);
  return family ? { title: family.title, description: family.summary ?? undefined } : { title: '404' };
}

export default async function FamilyPage({ params, searchParams }: FamilyPageProps) {
  const family = await loadFamily((await params).family);
  if (!family) notFound();
  const { share } = await searchParams;
  return (
    <>
      <PageCrumb title={family.title} />
      <FamilyPageView family={family} shareId={typeof share === 'string' ? share : undefined} />
    </>
  );
}
