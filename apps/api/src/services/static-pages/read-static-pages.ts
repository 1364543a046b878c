import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { StaticPageRepository, StaticPageRow } from '../../repositories/static-page-repository.ts';
import { parseIds } from '../ids/parse-ids.ts';

export interface ReadStaticPagesArgs {
  url?: string | null | undefined;
  ids?: readonly (string | number)[] | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

const MAX_ROW_ID = 2_147_483_647;

/** Published static pages (docs/static-pages.md): by url, by ids, or all, by url. */
export async function readStaticPages(
  pages: StaticPageRepository,
  args: ReadStaticPagesArgs,
): Promise<Page<StaticPageRow>> {
  const paging = resolvePaging(args, { defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE });
  // Ids that cannot name a row are dropped; asking only for such ids finds nothing.
  const ids = args.ids ? parseIds(args.ids).filter((id) => id <= MAX_ROW_ID) : undefined;
  if (ids !== undefined && ids.length === 0) return toPage([], paging);
  const rows = await pages.findMany({ url: args.url ?? undefined, ids }, paging.offset, paging.limit);
  return toPage(rows, paging);
}
