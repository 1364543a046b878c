import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyPageView, loadFamily } from '../../../features/family/server.ts';
import { PageCrumb } from '../../../features/navigation/index.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

// A `?share=` link is served by app/shared-family (the proxy), so this page reads no query string.
export const generateStaticParams = renderOnFirstVisit;

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
  return (
    <>
      <PageCrumb title={family.title} />
      <FamilyPageView family={family} />
    </>
  );
}
