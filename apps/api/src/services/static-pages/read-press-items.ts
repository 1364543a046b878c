import { MAX_PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { PressItemRepository, PressItemRow } from '../../repositories/press-item-repository.ts';

export interface ReadPressItemsArgs {
  category?: string | null | undefined;
  /** A language code ("de"): languages are named by code across the API. */
  languageID?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** The press page shows every item at once. */
const PRESS_ITEMS_PAGE_SIZE = 100;

/** Press items newest year first, by category and language when asked. */
export async function readPressItems(
  items: PressItemRepository,
  args: ReadPressItemsArgs,
): Promise<Page<PressItemRow>> {
  const paging = resolvePaging(args, { defaultPageSize: PRESS_ITEMS_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE });
  const rows = await items.findMany(
    {
      category: args.category ?? undefined,
      language:
        args.languageID === null || args.languageID === undefined ? undefined : String(args.languageID),
    },
    paging.offset,
    paging.limit,
  );
  return toPage(rows, paging);
}
