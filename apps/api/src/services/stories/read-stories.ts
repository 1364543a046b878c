import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { AuthorRow } from '../../repositories/author-repository.ts';
import type { StoryRepository } from '../../repositories/story-repository.ts';
import type { ResearchCategory, StoryRow, StoryType } from '../../repositories/story-row.ts';
import type { FamilyNode } from '../families/read-families.ts';

export type StoryNode = StoryRow & { authors: AuthorRow[]; families: FamilyNode[] };

export interface ReadStoriesArgs {
  type?: StoryType | null | undefined;
  languages?: readonly string[] | null | undefined;
  researchCategory?: ResearchCategory | null | undefined;
  url?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** Not a GraphQL argument: an author page's sections. */
  authorId?: number | undefined;
}

/** Longer than any slug we write; a longer url names no story and is not sent to the database. */
const MAX_URL_LENGTH = 200;

/**
 * Published stories newest first, filtered by type, research category and languages, each with its
 * authors and featured families (one statement each for the whole page). Asked by url it is a story
 * page: that one story (page size 1).
 */
export async function readStories(
  storiesRepository: StoryRepository,
  args: ReadStoriesArgs,
): Promise<Page<StoryNode>> {
  const detail = args.url !== null && args.url !== undefined;
  const paging = resolvePaging(detail ? { page: args.page, pageSize: 1 } : args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  if (detail && (args.url as string).length > MAX_URL_LENGTH) return toPage([], paging);
  const rows = await storiesRepository.findMany(
    {
      type: args.type ?? undefined,
      researchCategory: args.researchCategory ?? undefined,
      languages: args.languages ?? undefined,
      url: args.url ?? undefined,
      authorId: args.authorId,
    },
    paging.offset,
    paging.limit,
  );
  return toPage(await withAuthorsAndFamilies(storiesRepository, rows), paging);
}

/** Stories with their authors and featured families, in two statements whatever their number. */
export async function withAuthorsAndFamilies(
  storiesRepository: StoryRepository,
  rows: readonly StoryRow[],
): Promise<StoryNode[]> {
  const ids = rows.map((row) => row.id);
  const [authors, families] = await Promise.all([
    storiesRepository.authorsOf(ids),
    storiesRepository.familiesOf(ids),
  ]);
  return rows.map((row) => ({
    ...row,
    authors: authors
      .filter((author) => author.storyId === row.id)
      .map(({ storyId: _link, ...author }) => author),
    families: families
      .filter((family) => family.storyId === row.id)
      .map(({ storyId: _link, ...family }) => ({ ...family, shownEncodingId: family.encodingId })),
  }));
}
