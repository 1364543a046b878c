import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { CaseStudyRow, CustomFontsRepository } from '../../repositories/custom-fonts-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';

export type CaseStudyNode = CaseStudyRow & { families: FamilyNode[] };

export interface ReadCustomFontsCaseStudiesArgs {
  url?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** Longer than any slug we write; a longer url names no case study and is not sent to the database. */
const MAX_URL_LENGTH = 200;

/**
 * The custom-fonts case studies of /fonts/custom in editorial order, with the families each started
 * from or produced. Asked by url it is the detail page: that one study (page size 1).
 */
export async function readCustomFontsCaseStudies(
  caseStudies: CustomFontsRepository,
  args: ReadCustomFontsCaseStudiesArgs,
): Promise<Page<CaseStudyNode>> {
  const detail = args.url !== null && args.url !== undefined;
  const paging = resolvePaging(detail ? { page: args.page, pageSize: 1 } : args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  if (detail && (args.url as string).length > MAX_URL_LENGTH) return toPage([], paging);
  const rows = await caseStudies.findMany({ url: args.url ?? undefined }, paging.offset, paging.limit);
  const families = await caseStudies.familiesOf(rows.map((row) => row.id));
  const nodes = rows.map((row) => ({
    ...row,
    families: families
      .filter((family) => family.caseStudyId === row.id)
      .map(({ caseStudyId: _link, ...family }) => ({ ...family, shownEncodingId: family.encodingId })),
  }));
  return toPage(nodes, paging);
}
