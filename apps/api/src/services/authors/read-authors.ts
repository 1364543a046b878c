import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { AuthorRepository, AuthorRow } from '../../repositories/author-repository.ts';
import type { StoryType } from '../../repositories/story-row.ts';

export interface ReadAuthorsArgs {
  url?: string | null | undefined;
  category?: StoryType | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** Longer than any slug we write; a longer url names no author and is not sent to the database. */
const MAX_URL_LENGTH = 200;

/**
 * Authors by title (the list asks for pages of 500). `category` keeps the authors who published a
 * story of that type; `url` is an author page: that one author (page size 1).
 */
export async function readAuthors(
  authors: AuthorRepository,
  args: ReadAuthorsArgs,
): Promise<Page<AuthorRow>> {
  const detail = args.url !== null && args.url !== undefined;
  const paging = resolvePaging(detail ? { page: args.page, pageSize: 1 } : args, {
    defaultPageSize: PAGE_SIZE.authors,
    maxPageSize: PAGE_SIZE.authors,
  });
  if (detail && (args.url as string).length > MAX_URL_LENGTH) return toPage([], paging);
  const rows = await authors.findMany(
    { url: args.url ?? undefined, storyType: args.category ?? undefined },
    paging.offset,
    paging.limit,
  );
  return toPage(rows, paging);
}
