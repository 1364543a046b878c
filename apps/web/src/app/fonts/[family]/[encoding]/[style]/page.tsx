import { styleForSlug } from '@foundry/domain/fonts/style-slug';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyPageView, loadFamilyInEncoding } from '../../../../../features/family/server.ts';
import { PageCrumb } from '../../../../../features/navigation/index.ts';
import { renderOnFirstVisit } from '../../../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

interface FamilyStylePageProps {
  params: Promise<{ family: string; encoding: string; style: string }>;
}

async function load(params: FamilyStylePageProps['params']) {
  const { family: url, encoding, style: slug } = await params;
  const family = await loadFamilyInEncoding(url, encoding);
  const style = family ? styleForSlug(family.styles, slug) : undefined;
  return family && style ? { family, style } : null;
}

export async function generateMetadata({ params }: FamilyStylePageProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return { title: '404' };
  return {
    title: `${found.family.title} ${found.style.title}`,
    description: found.family.summary ?? undefined,
  };
}

/** /fonts/{familyUrl}/{encodingUrl}/{style}: the family page with that style chosen in the tester. */
export default async function FamilyStylePage({ params }: FamilyStylePageProps) {
  const found = await load(params);
  if (!found) notFound();
  return (
    <>
      <PageCrumb title={found.style.title} />
      <FamilyPageView family={found.family} style={found.style} />
    </>
  );
}
