import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import type { Metadata } from 'next';
import { FamilyList, ReadFamiliesQuery } from '../../features/catalogue/index.ts';
import { CategoryLinks } from '../../features/font-categories/index.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export const fontsMetadata: Metadata = { title: 'Fonts' };

/** /fonts (app/fonts/page.tsx) and its later pages (app/listing-page): page `page` of the families (page 1 at /fonts, later pages at /fonts?page=N). */
export async function FontsPage({ page }: { page: number }) {
  const result = await serverQuery(
    ReadFamiliesQuery,
    { page, pageSize: DEFAULT_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  // error.tsx shows the generic error page inside the layout; serverQuery logged the cause.
  if (!result.ok) throw new Error(`readFamilies failed (${result.failure.kind})`);
  const { nodes, pageInfo } = result.data.readFamilies;
  return (
    <div className="page">
      <h1>{serverT()('fonts.title')}</h1>
      <CategoryLinks t={serverT()} />
      <FamilyList nodes={nodes} pageInfo={pageInfo} page={page} pageSize={DEFAULT_PAGE_SIZE} />
    </div>
  );
}
