import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { FontsInUseRepository, FontsInUseRow } from '../../repositories/fonts-in-use-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';
import { parseId, parseIds } from '../ids/parse-ids.ts';

export type FontsInUseNode = FontsInUseRow & { families: FamilyNode[] };

export interface ReadFontsInUseArgs {
  id?: string | number | null | undefined;
  url?: string | null | undefined;
  families?: readonly (string | number)[] | null | undefined;
  categories?: readonly string[] | null | undefined;
  outputs?: readonly string[] | null | undefined;
  languages?: readonly string[] | null | undefined;
  countries?: readonly string[] | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

const MAX_ROW_ID = 2_147_483_647;

/**
 * The showcases, newest (highest id) first. Asked by id or url it is
 * the detail page: page size 1 whatever was asked. Family filters are family ids.
 */
export async function readFontsInUse(
  showcases: FontsInUseRepository,
  args: ReadFontsInUseArgs,
): Promise<Page<FontsInUseNode>> {
  const detail = (args.id !== null && args.id !== undefined) || (args.url !== null && args.url !== undefined);
  const paging = resolvePaging(detail ? { page: args.page, pageSize: PAGE_SIZE.fontsInUseDetail } : args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  let id: number | undefined;
  if (args.id !== null && args.id !== undefined) {
    const parsed = parseId(args.id);
    // An id that cannot exist names no showcase.
    if (parsed === null || parsed > MAX_ROW_ID) return toPage([], paging);
    id = parsed;
  }
  const rows = await showcases.findMany(
    {
      id,
      url: args.url ?? undefined,
      familyIds: args.families ? parseIds(args.families).filter((value) => value <= MAX_ROW_ID) : undefined,
      categories: args.categories ?? undefined,
      outputs: args.outputs ?? undefined,
      languages: args.languages ?? undefined,
      countries: args.countries ?? undefined,
    },
    paging.offset,
    paging.limit,
  );
  const families = await showcases.familiesOf(rows.map((row) => row.id));
  const nodes = rows.map((row) => ({
    ...row,
    families: families
      .filter((family) => family.fontsInUseId === row.id)
      .map(({ fontsInUseId: _link, ...family }) => ({ ...family, shownEncodingId: family.encodingId })),
  }));
  return toPage(nodes, paging);
}
