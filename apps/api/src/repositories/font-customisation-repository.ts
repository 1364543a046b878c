import { type Db, downloadJobs, fontCustomisations } from '@foundry/db';
import { and, asc, desc, eq, inArray, ne } from '@foundry/db/orm';
import type { DownloadJobRow } from './download-repository.ts';

export type FontCustomisationRow = typeof fontCustomisations.$inferSelect;

/** Customers' saved positions on the axes of variable fonts they own. */
export function createFontCustomisationRepository(db: Db) {
  return {
    /** A user's customisations of the given families, oldest first (one query). */
    async findForUser(userId: number, familyIds: readonly number[]): Promise<FontCustomisationRow[]> {
      if (familyIds.length === 0) return [];
      return db
        .select()
        .from(fontCustomisations)
        .where(
          and(eq(fontCustomisations.userId, userId), inArray(fontCustomisations.familyId, [...familyIds])),
        )
        .orderBy(asc(fontCustomisations.createdAt), asc(fontCustomisations.id));
    },

    /** One customisation of the user's, or null (another customer's is null too). */
    async findOwn(userId: number, id: number): Promise<FontCustomisationRow | null> {
      const rows = await db
        .select()
        .from(fontCustomisations)
        .where(and(eq(fontCustomisations.userId, userId), eq(fontCustomisations.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Saves a new customisation; 'exists' when the same title of the font is stored (a race past the check). */
    async create(row: NewFontCustomisation): Promise<FontCustomisationRow | 'exists'> {
      try {
        const [created] = await db.insert(fontCustomisations).values(row).returning();
        if (!created) throw new Error('font customisation was not inserted');
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** Replaces one of the user's customisations; null when it is not theirs, 'exists' as for create. */
    async updateOwn(
      userId: number,
      id: number,
      row: Omit<NewFontCustomisation, 'userId'>,
    ): Promise<FontCustomisationRow | null | 'exists'> {
      try {
        const [updated] = await db
          .update(fontCustomisations)
          .set({ ...row, updatedAt: new Date() })
          .where(and(eq(fontCustomisations.userId, userId), eq(fontCustomisations.id, id)))
          .returning();
        return updated ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** Deletes one of the user's customisations and answers it; null when it is not theirs. */
    async deleteOwn(userId: number, id: number): Promise<FontCustomisationRow | null> {
      const [deleted] = await db
        .delete(fontCustomisations)
        .where(and(eq(fontCustomisations.userId, userId), eq(fontCustomisations.id, id)))
        .returning();
      return deleted ?? null;
    },

    /** The user's latest 'customisation' download job of the same request that has not failed, to re-use. */
    async findReusableDownload(userId: number, request: string): Promise<DownloadJobRow | null> {
      const [row] = await db
        .select()
        .from(downloadJobs)
        .where(
          and(
            eq(downloadJobs.type, 'customisation'),
            eq(downloadJobs.userId, userId),
            eq(downloadJobs.request, request),
            ne(downloadJobs.status, 'failed'),
          ),
        )
        .orderBy(desc(downloadJobs.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type NewFontCustomisation = Pick<
  typeof fontCustomisations.$inferInsert,
  'userId' | 'familyId' | 'variableFontId' | 'title' | 'axes'
>;

/** PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type FontCustomisationRepository = ReturnType<typeof createFontCustomisationRepository>;
