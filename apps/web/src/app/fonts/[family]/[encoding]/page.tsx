import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyPageView, loadFamilyInEncoding } from '../../../../features/family/server.ts';
import { PageCrumb } from '../../../../features/navigation/index.ts';
import { renderOnFirstVisit } from '../../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

interface FamilyEncodingPageProps {
  params: Promise<{ family: string; encoding: string }>;
}

export async function generateMetadata({ params }: FamilyEncodingPageProps): Promise<Metadata> {
  const { family: url, encoding } = await params;
  const family = await loadFamilyInEncoding(url, encoding);
  if (!family) return { title: '404' };
  return {
    title: `${family.title} ${family.encoding?.title ?? ''}`.trim(),
    description: family.summary ?? undefined,
  };
}

/** /fonts/{familyUrl}/{encodingUrl}: the family as drawn in one of its encodings; others are 404. */
export default async function FamilyEncodingPage({ params }: FamilyEncodingPageProps) {
  const { family: url, encoding } = await params;
  const family = await loadFamilyInEncoding(url, encoding);
  if (!family) notFound();
  return (
    <>
      {family.encoding ? <PageCrumb title={family.encoding.title} /> : null}
      <FamilyPageView family={family} />
    </>
  );
}
