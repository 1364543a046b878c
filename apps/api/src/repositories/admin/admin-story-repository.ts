import { authors, type Db, type StoredImage, stories, storyAuthors } from '@foundry/db';
import { asc, desc, eq, inArray } from '@foundry/db/orm';
import type { StoryRow } from '../story-row.ts';

export type AdminStoryRow = StoryRow & { authorIds: number[] };
export type StoryWrite = Pick<
  StoryRow,
  | 'type'
  | 'researchCategory'
  | 'title'
  | 'url'
  | 'date'
  | 'description'
  | 'language'
  | 'blocks'
  | 'wordsCount'
>;
export type StoryStatus = StoryRow['status'];

export type AuthorWrite = {
  url: string;
  title: string;
  about: string | null;
  website: string | null;
};
export type AdminAuthorRow = AuthorWrite & { id: number; coverImage: StoredImage | null };

/** Stories in every status and their authors, for the back office's editor (docs/editorial-admin.md). */
export function createAdminStoryRepository(db: Db) {
  async function authorIdsOf(storyIds: number[]): Promise<Map<number, number[]>> {
    const byStory = new Map<number, number[]>();
    if (storyIds.length === 0) return byStory;
    const links = await db
      .select({ storyId: storyAuthors.storyId, authorId: storyAuthors.authorId })
      .from(storyAuthors)
      .where(inArray(storyAuthors.storyId, storyIds))
      .orderBy(asc(storyAuthors.sort));
    for (const link of links)
      byStory.set(link.storyId, [...(byStory.get(link.storyId) ?? []), link.authorId]);
    return byStory;
  }

  return {
    /** Newest first (created), whatever their status. */
    async list(limit: number): Promise<AdminStoryRow[]> {
      const rows = await db
        .select()
        .from(stories)
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(limit);
      const links = await authorIdsOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, authorIds: links.get(row.id) ?? [] }));
    },

    async findById(id: number): Promise<AdminStoryRow | null> {
      const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
      if (!row) return null;
      return { ...row, authorIds: (await authorIdsOf([id])).get(id) ?? [] };
    },

    async urlTakenBy(url: string): Promise<number | null> {
      const [row] = await db.select({ id: stories.id }).from(stories).where(eq(stories.url, url)).limit(1);
      return row?.id ?? null;
    },

    /** A new story, a draft (PENDING) until it is published. */
    async insert(values: StoryWrite): Promise<number> {
      const [row] = await db
        .insert(stories)
        .values({ ...values, status: 'PENDING' })
        .returning({ id: stories.id });
      if (!row) throw new Error('story not inserted');
      return row.id;
    },

    async update(id: number, values: StoryWrite): Promise<void> {
      await db.update(stories).set(values).where(eq(stories.id, id));
    },

    async setStatus(id: number, status: StoryStatus): Promise<void> {
      await db.update(stories).set({ status }).where(eq(stories.id, id));
    },

    /** Replaces the story's authors, credited in the order given. */
    async setAuthors(storyId: number, authorIds: readonly number[]): Promise<void> {
      await db.delete(storyAuthors).where(eq(storyAuthors.storyId, storyId));
      if (authorIds.length === 0) return;
      await db.insert(storyAuthors).values(authorIds.map((authorId, sort) => ({ storyId, authorId, sort })));
    },

    async listAuthors(): Promise<AdminAuthorRow[]> {
      return db
        .select({
          id: authors.id,
          url: authors.url,
          title: authors.title,
          about: authors.about,
          website: authors.website,
          coverImage: authors.coverImage,
        })
        .from(authors)
        .orderBy(asc(authors.title), asc(authors.id));
    },

    async existingAuthorIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: authors.id })
        .from(authors)
        .where(inArray(authors.id, [...ids]));
      return rows.map((row) => row.id);
    },

    async findAuthor(id: number): Promise<AdminAuthorRow | null> {
      const rows = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
      const row = rows[0];
      return row ? { ...row, coverImage: row.coverImage ?? null } : null;
    },

    async authorUrlTakenBy(url: string): Promise<number | null> {
      const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.url, url)).limit(1);
      return row?.id ?? null;
    },

    async insertAuthor(values: AuthorWrite): Promise<number> {
      const [row] = await db.insert(authors).values(values).returning({ id: authors.id });
      if (!row) throw new Error('author not inserted');
      return row.id;
    },

    async updateAuthor(id: number, values: AuthorWrite): Promise<void> {
      await db.update(authors).set(values).where(eq(authors.id, id));
    },
  };
}

export type AdminStoryRepository = ReturnType<typeof createAdminStoryRepository>;
