import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FamilyPageView, loadFamily } from '../../../../features/family/server.ts';
import { PageCrumb } from '../../../../features/navigation/index.ts';

// A family page opened from a `?share=` link: the proxy serves `/fonts/inter?share=ID` from
// `/shared-family/ID/inter` (lib/routing/query-rewrites.ts). The share is read fresh, so this page is
// rendered per request; the family page without a share stays cached.
export const dynamic = 'force-dynamic';

interface SharedFamilyPageProps {
  params: Promise<{ share: string; family: string }>;
}

export async function generateMetadata({ params }: SharedFamilyPageProps): Promise<Metadata> {
  const family = await loadFamily((await params).family);
  return family ? { title: family.title, description: family.summary ?? undefined } : { title: '404' };
}

export default async function SharedFamilyPage({ params }: SharedFamilyPageProps) {
  const { share, family: url } = await params;
  const family = await loadFamily(url);
  // Not a family (another page under /fonts given a share): that page, without the share.
  if (!family) redirect(`/fonts/${url}`);
  return (
    <>
      <PageCrumb title={family.title} />
      <FamilyPageView family={family} shareId={share} />
    </>
  );
}
