import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { Repositories } from '../../repositories/repositories.ts';
import type { VariableFontRow } from '../../repositories/variable-font-repository.ts';
import { parseIds } from '../ids/parse-ids.ts';

export interface ReadVariableFontsArgs {
  familyIDs: readonly (string | number)[];
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** The variable fonts of families (the type tester and customiser load them all: pages of 500). */
export async function readVariableFonts(
  args: ReadVariableFontsArgs,
  repositories: Pick<Repositories, 'familyReads'>,
): Promise<Page<VariableFontRow>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.variableFonts,
    maxPageSize: PAGE_SIZE.variableFonts,
  });
  const rows = await repositories.familyReads.variableFontsOfFamilies(
    parseIds(args.familyIDs),
    paging.offset,
    paging.limit,
  );
  return toPage(rows, paging);
}
