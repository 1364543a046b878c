import { authors, type Db, stories, storyAuthors } from '@foundry/db';
import { and, asc, eq, exists, inArray, type SQL } from '@foundry/db/orm';
import type { StoryType } from './story-row.ts';

export type AuthorRow = typeof authors.$inferSelect;

export interface AuthorFilter {
  url?: string | undefined;
  /** Only these authors (search hits). */
  ids?: readonly number[] | undefined;
  /** Only authors with at least one published story of this type (an author category: bloggers, researchers…). */
  storyType?: StoryType | undefined;
}

export function createAuthorRepository(db: Db) {
  function conditionsFor(filter: AuthorFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.url !== undefined) conditions.push(eq(authors.url, filter.url));
    if (filter.ids !== undefined) conditions.push(inArray(authors.id, [...filter.ids]));
    if (filter.storyType) {
      conditions.push(
        exists(
          db
            .select({ one: storyAuthors.storyId })
            .from(storyAuthors)
            .innerJoin(stories, eq(stories.id, storyAuthors.storyId))
            .where(
              and(
                eq(storyAuthors.authorId, authors.id),
                eq(stories.type, filter.storyType),
                eq(stories.status, 'PUBLISHED'),
              ),
            ),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Authors matching `filter` by title (id breaks ties); `limit` rows from `offset`. */
    async findMany(filter: AuthorFilter, offset: number, limit: number): Promise<AuthorRow[]> {
      return db
        .select()
        .from(authors)
        .where(conditionsFor(filter))
        .orderBy(asc(authors.title), asc(authors.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type AuthorRepository = ReturnType<typeof createAuthorRepository>;
