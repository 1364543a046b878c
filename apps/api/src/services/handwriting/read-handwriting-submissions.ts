import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type {
  HandwritingFilter,
  HandwritingRepository,
  HandwritingSubmissionRow,
} from '../../repositories/handwriting-repository.ts';

export interface ReadHandwritingSubmissionsArgs {
  gender?: string | null | undefined;
  location?: string | null | undefined;
  motherTongue?: string | null | undefined;
  age?: number | null | undefined;
  profession?: string | null | undefined;
  handedness?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The research archive's published samples, newest first, 50 a page; each filter an exact value. */
export async function readHandwritingSubmissions(
  handwriting: HandwritingRepository,
  args: ReadHandwritingSubmissionsArgs,
): Promise<Page<HandwritingSubmissionRow>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.handwriting,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  const filter: HandwritingFilter = {
    gender: given(args.gender),
    location: given(args.location),
    motherTongue: given(args.motherTongue),
    age: given(args.age),
    profession: given(args.profession),
    handedness: given(args.handedness),
  };
  return toPage(await handwriting.findMany(filter, paging.offset, paging.limit), paging);
}
