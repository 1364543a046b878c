import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FamilyCard } from '../../features/catalogue/family-card.tsx';
import { FamilyFontFaces } from '../../features/catalogue/family-font-faces.tsx';
import { ReadFamiliesQuery } from '../../features/catalogue/queries/read-families.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { pageParam } from '../../lib/routing/page-param.ts';

export const metadata: Metadata = { title: 'Fonts' };

export default async function FontsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const page = pageParam((await searchParams).page);
  const result = await serverQuery(
    ReadFamiliesQuery,
    { page, pageSize: DEFAULT_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilies failed (${result.failure.kind})`); // error.tsx shows the generic page
  const { nodes, pageInfo } = result.data.readFamilies;
  const t = serverT();
  return (
    <div className="page">
      <FamilyFontFaces families={nodes} />
      <h1>{t('fonts.title')}</h1>
      {nodes.length === 0 ? <p>{t('fonts.empty')}</p> : null}
      <ul className="family-list">
        {nodes.map((family) => (
          <li key={family.id}>
            <FamilyCard family={family} t={t} />
          </li>
        ))}
      </ul>
      <nav className="pager" aria-label={t('fonts.title')}>
        {page > 1 ? (
          <Link href={page === 2 ? '/fonts' : `/fonts?page=${page - 1}`} rel="prev">
            {t('fonts.previousPage')}
          </Link>
        ) : null}
        {pageInfo.hasNextPage ? (
          <Link href={`/fonts?page=${pageInfo.nextPage}`} rel="next">
            {t('fonts.nextPage')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
