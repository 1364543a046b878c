import { authors, type Db, families, stories, storyAuthors, storyFamilies } from '@foundry/db';
import {
  alias,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from '@foundry/db/orm';
import type { AuthorRow } from './author-repository.ts';
import type { FamilyRow } from './family-repository.ts';
import type { ResearchCategory, StoryRow, StoryType } from './story-row.ts';

export interface StoryFilter {
  type?: StoryType | undefined;
  researchCategory?: ResearchCategory | undefined;
  /** Any of these language codes. */
  languages?: readonly string[] | undefined;
  url?: string | undefined;
  /** Only these stories (search hits). */
  ids?: readonly number[] | undefined;
  authorId?: number | undefined;
}

// Visitors only ever see published stories; drafts, pending and withdrawn ones stay hidden everywhere.
const published = eq(stories.status, 'PUBLISHED');

/** Newest first; the id breaks ties so pages never overlap. */
const newestFirst = [desc(stories.date), desc(stories.id)];

export function createStoryRepository(db: Db) {
  function conditionsFor(filter: StoryFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [published];
    if (filter.type) conditions.push(eq(stories.type, filter.type));
    if (filter.researchCategory) conditions.push(eq(stories.researchCategory, filter.researchCategory));
    if (filter.languages) conditions.push(inArray(stories.language, [...filter.languages]));
    if (filter.url !== undefined) conditions.push(eq(stories.url, filter.url));
    if (filter.ids !== undefined) conditions.push(inArray(stories.id, [...filter.ids]));
    if (filter.authorId !== undefined) {
      conditions.push(
        inArray(
          stories.id,
          db
            .select({ id: storyAuthors.storyId })
            .from(storyAuthors)
            .where(eq(storyAuthors.authorId, filter.authorId)),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Published stories matching `filter`, newest first; `limit` rows from `offset`. */
    async findMany(filter: StoryFilter, offset: number, limit: number): Promise<StoryRow[]> {
      if (filter.languages?.length === 0) return [];
      return db
        .select()
        .from(stories)
        .where(conditionsFor(filter))
        .orderBy(...newestFirst)
        .offset(offset)
        .limit(limit);
    },

    /**
     * One story whatever its status: only for the holder of a signed preview link
     * (services/story-preview), never for a visitor's read.
     */
    async findAnyStatusById(id: number): Promise<StoryRow | null> {
      const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
      return row ?? null;
    },

    /** The authors of each story in credit order: one statement for a whole page. */
    async authorsOf(storyIds: readonly number[]): Promise<(AuthorRow & { storyId: number })[]> {
      if (storyIds.length === 0) return [];
      const rows = await db
        .select({ storyId: storyAuthors.storyId, author: authors })
        .from(storyAuthors)
        .innerJoin(authors, eq(authors.id, storyAuthors.authorId))
        .where(inArray(storyAuthors.storyId, [...storyIds]))
        .orderBy(asc(storyAuthors.sort), asc(authors.id));
      return rows.map((row) => ({ ...row.author, storyId: row.storyId }));
    },

    /** The families each story features, in their editorial order: one statement for a whole page. */
    async familiesOf(storyIds: readonly number[]): Promise<(FamilyRow & { storyId: number })[]> {
      if (storyIds.length === 0) return [];
      const rows = await db
        .select({ storyId: storyFamilies.storyId, family: families })
        .from(storyFamilies)
        // A family staff have not published is on no public page, a story's neither.
        .innerJoin(families, and(eq(families.id, storyFamilies.familyId), eq(families.published, true)))
        .where(inArray(storyFamilies.storyId, [...storyIds]))
        .orderBy(asc(storyFamilies.sort), asc(families.id));
      return rows.map((row) => ({ ...row.family, storyId: row.storyId }));
    },

    /**
     * For each of `sources`, the published stories other than itself that share its type or one of
     * its categories, newest first, at most `limit` each: the candidates the domain ranks into
     * related stories. One statement for all of them.
     */
    async relatedCandidatesOf(
      sourceIds: readonly number[],
      limit: number,
    ): Promise<(StoryRow & { sourceId: number })[]> {
      if (sourceIds.length === 0) return [];
      const source = alias(stories, 'source');
      const ranked = db
        .select({
          sourceId: sql<number>`${source.id}`.as('source_id'),
          storyId: sql<number>`${stories.id}`.as('story_id'),
          rank: sql<number>`row_number() over (partition by ${source.id} order by ${stories.date} desc, ${stories.id} desc)`.as(
            'rank',
          ),
        })
        .from(source)
        .innerJoin(
          stories,
          and(
            published,
            ne(stories.id, source.id),
            or(eq(stories.type, source.type), arrayOverlaps(stories.categories, source.categories)),
          ),
        )
        .where(inArray(source.id, [...sourceIds]))
        .as('ranked');
      const rows = await db
        .select({ sourceId: ranked.sourceId, story: stories })
        .from(ranked)
        .innerJoin(stories, eq(stories.id, ranked.storyId))
        .where(lte(ranked.rank, limit))
        .orderBy(asc(ranked.sourceId), ...newestFirst);
      return rows.map((row) => ({ ...row.story, sourceId: Number(row.sourceId) }));
    },

    /** The languages of published stories with how many stories each has, by code. */
    async languages(): Promise<{ code: string; storiesCount: number }[]> {
      return db
        .select({ code: stories.language, storiesCount: count() })
        .from(stories)
        .where(published)
        .groupBy(stories.language)
        .orderBy(asc(stories.language));
    },
  };
}

export type StoryRepository = ReturnType<typeof createStoryRepository>;
