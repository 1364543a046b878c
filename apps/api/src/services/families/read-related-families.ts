import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { Repositories } from '../../repositories/repositories.ts';
import { findFamily } from './find-family.ts';
import type { FamilyNode } from './read-families.ts';

/** The largest list of families a page shows at once. */
const MAX_PAGE_SIZE = PAGE_SIZE.comparePicker;

/**
 * Families like this one: those staff chose, else the same flavor or a shared script, those of the
 * same flavor first, never the family itself. An unknown family has none.
 */
export async function readRelatedFamilies(
  args: { familyID: string | number; page?: number | null | undefined; pageSize?: number | null | undefined },
  repositories: Pick<Repositories, 'families' | 'familyReads' | 'familyCuration'>,
): Promise<Page<FamilyNode>> {
  const paging = resolvePaging(args, { defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE });
  const family = await findFamily(repositories, args);
  if (!family) return toPage([], paging);
  const rows = (await repositories.familyCuration.hasRelated(family.id))
    ? await repositories.familyCuration.relatedOf(family.id, paging.offset, paging.limit)
    : await repositories.familyReads.relatedTo(family, paging.offset, paging.limit);
  return toPage(
    rows.map((row) => ({ ...row, shownEncodingId: row.encodingId })),
    paging,
  );
}
