import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import type { Metadata } from 'next';
import {
  FontsInUseFilterBar,
  FontsInUseList,
  fontsInUseFiltersOf,
  fontsInUseVariables,
  ReadFontsInUseFiltersQuery,
  ReadFontsInUseQuery,
} from '../../../features/fonts-in-use/index.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../../lib/graphql/server-query.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';
import { pageParam } from '../../../lib/routing/page-param.ts';

export const metadata: Metadata = { title: 'Fonts in use' };

/** /fonts/in-use: the showcases newest first, filtered by links (?family=&category=&output=&language=&country=). */
export default async function FontsInUsePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const params = await searchParams;
  const page = pageParam(params.page);
  const filters = fontsInUseFiltersOf(params);
  const [list, facets] = await Promise.all([
    serverQuery(
      ReadFontsInUseQuery,
      { ...fontsInUseVariables(filters), page, pageSize: DEFAULT_PAGE_SIZE },
      { revalidate: CATALOGUE_REVALIDATE_SECONDS },
    ),
    serverQuery(ReadFontsInUseFiltersQuery, {}, { revalidate: CATALOGUE_REVALIDATE_SECONDS }),
  ]);
  // error.tsx shows the generic error page inside the layout; serverQuery logged the cause.
  if (!list.ok) throw new Error(`readFontsInUse failed (${list.failure.kind})`);
  if (!facets.ok) throw new Error(`readFontsInUseFilters failed (${facets.failure.kind})`);
  const t = serverT();
  const { nodes, pageInfo } = list.data.readFontsInUse;
  return (
    <div className="page fonts-in-use">
      <h1>{t('fontsInUse.title')}</h1>
      <FontsInUseFilterBar filters={facets.data.readFontsInUseFilters} state={filters} t={t} />
      <FontsInUseList
        // A new filter is a new list.
        key={JSON.stringify(filters)}
        nodes={nodes}
        pageInfo={pageInfo}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        filters={filters}
      />
    </div>
  );
}
