import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../constants/page-sizes.ts';

/** A page request the server refuses; `field` names the argument so the API can report it. */
export class PagingInputError extends RangeError {
  override readonly name = 'PagingInputError';
  constructor(
    readonly field: 'page' | 'pageSize',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Server side: the row offset of a page, after checking page >= 1 and 1 <= pageSize <= maxPageSize
 * (whole numbers). Fetch `pageSize + 1` rows from there and pass them to `toPage`.
 */
export function pageOffset(page: number, pageSize: number, maxPageSize: number): number {
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new PagingInputError('page', `page must be a whole number from 1, got ${page}`);
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new PagingInputError(
      'pageSize',
      `pageSize must be a whole number from 1 to ${maxPageSize}, got ${pageSize}`,
    );
  }
  const offset = (page - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) throw new PagingInputError('page', `page ${page} is out of range`);
  return offset;
}

export interface PagingArgs {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

export interface ResolvedPaging {
  page: number;
  pageSize: number;
  offset: number;
  /** pageSize + 1: the extra row tells `toPage` whether another page exists. */
  limit: number;
}

/** Applies the defaults (page 1, the list's page size), validates, and gives offset and limit. */
export function resolvePaging(
  args: PagingArgs,
  { defaultPageSize = DEFAULT_PAGE_SIZE, maxPageSize }: { defaultPageSize?: number; maxPageSize: number },
): ResolvedPaging {
  const page = args.page ?? DEFAULT_PAGE;
  const pageSize = args.pageSize ?? defaultPageSize;
  const offset = pageOffset(page, pageSize, maxPageSize);
  return { page, pageSize, offset, limit: pageSize + 1 };
}
