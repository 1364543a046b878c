import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { FamilyRepository, FamilyRow } from '../../repositories/family-repository.ts';
import { parseId, parseIds } from '../ids/parse-ids.ts';

/** A family as the API shows it: in one encoding (the requested one, else the family's own). */
export type FamilyNode = FamilyRow & { shownEncodingId: number | null };

export interface ReadFamiliesArgs {
  urls?: readonly string[] | null | undefined;
  url?: string | null | undefined;
  ids?: readonly (string | number)[] | null | undefined;
  preRelease?: boolean | null | undefined;
  encodingID?: string | number | null | undefined;
  category?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** The compare picker asks for 500 families at once; no list needs more. */
export const MAX_FAMILIES_PAGE_SIZE = PAGE_SIZE.comparePicker;

export async function readFamilies(
  families: FamilyRepository,
  args: ReadFamiliesArgs,
): Promise<Page<FamilyNode>> {
  const paging = resolvePaging(args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: MAX_FAMILIES_PAGE_SIZE,
  });
  const encodingId = args.encodingID == null ? undefined : parseId(args.encodingID);
  // An encoding id that cannot exist matches no family.
  if (encodingId === null) return toPage([], paging);
  const rows = await families.findMany(
    {
      urls: args.urls ?? undefined,
      url: args.url ?? undefined,
      ids: args.ids ? parseIds(args.ids) : undefined,
      preRelease: args.preRelease ?? undefined,
      encodingId,
      category: args.category ?? undefined,
      published: true,
    },
    paging.offset,
    paging.limit,
  );
  const nodes = rows.map((row) => ({ ...row, shownEncodingId: encodingId ?? row.encodingId }));
  return toPage(nodes, paging);
}
