import type { StoredImage } from '@foundry/db';
import { type Db, fontsInUse, fontsInUseFamilies } from '@foundry/db';
import { and, desc, eq, like, or, type SQL } from '@foundry/db/orm';
import { uniqueFontsInUseSlug } from '@foundry/domain';
import type { FontsInUseRow } from './fonts-in-use-repository.ts';

export type PublicationStatus = FontsInUseRow['status'];

/** What a customer's submission stores; the status, owner and url are set here. */
export interface UserFontsInUseFields {
  title: string;
  description: string | null;
  designer: string | null;
  designerUrl: string | null;
  photoCredits: string | null;
  year: number | null;
  category: string | null;
  output: string | null;
  country: string | null;
  languages: string[];
  images: StoredImage[];
  /** In credit order. */
  familyIds: number[];
}

/** Tries of a new submission's url when another took the same slug in between. */
const SLUG_ATTEMPTS = 5;

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// LIKE treats _ and % as wildcards; slugs hold neither, but the base is escaped all the same.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Customers' own fonts-in-use submissions (the account's "Fonts in use"). Every read and change is
 * scoped by the owner's id: another customer's row is simply not there.
 */
export function createUserFontsInUseRepository(db: Db) {
  const owned = (userId: number, id: number): SQL =>
    and(eq(fontsInUse.userId, userId), eq(fontsInUse.id, id)) as SQL;

  return {
    /** The user's submissions, newest first, optionally of one status; `limit` rows from `offset`. */
    async listOwned(
      userId: number,
      status: PublicationStatus | null,
      offset: number,
      limit: number,
    ): Promise<FontsInUseRow[]> {
      const conditions = [eq(fontsInUse.userId, userId)];
      if (status) conditions.push(eq(fontsInUse.status, status));
      return db
        .select()
        .from(fontsInUse)
        .where(and(...conditions))
        .orderBy(desc(fontsInUse.createdAt), desc(fontsInUse.id))
        .offset(offset)
        .limit(limit);
    },

    async findOwned(userId: number, id: number): Promise<FontsInUseRow | null> {
      const rows = await db.select().from(fontsInUse).where(owned(userId, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Stores a new PENDING submission under the first free url from `slug` (`slug-2`, …). */
    async create(userId: number, slug: string, fields: UserFontsInUseFields): Promise<FontsInUseRow> {
      const { familyIds, ...row } = fields;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            const taken = await tx
              .select({ url: fontsInUse.url })
              .from(fontsInUse)
              .where(or(eq(fontsInUse.url, slug), like(fontsInUse.url, `${escapeLike(slug)}-%`)));
            const url = uniqueFontsInUseSlug(slug, new Set(taken.map((entry) => entry.url)));
            const [created] = await tx
              .insert(fontsInUse)
              .values({ ...row, url, userId, status: 'PENDING' })
              .returning();
            if (!created) throw new Error('fonts-in-use submission was not inserted');
            await tx
              .insert(fontsInUseFamilies)
              .values(familyIds.map((familyId, sort) => ({ fontsInUseId: created.id, familyId, sort })));
            return created;
          });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * Replaces one of the user's submissions wholesale (its images and families too) and sends it
     * back to review (PENDING); null when it is not theirs. The url stays, so links keep working.
     */
    async updateOwned(
      userId: number,
      id: number,
      fields: UserFontsInUseFields,
    ): Promise<FontsInUseRow | null> {
      const { familyIds, ...row } = fields;
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(fontsInUse)
          .set({ ...row, status: 'PENDING', updatedAt: new Date() })
          .where(owned(userId, id))
          .returning();
        if (!updated) return null;
        await tx.delete(fontsInUseFamilies).where(eq(fontsInUseFamilies.fontsInUseId, id));
        await tx
          .insert(fontsInUseFamilies)
          .values(familyIds.map((familyId, sort) => ({ fontsInUseId: id, familyId, sort })));
        return updated;
      });
    },

    /** Removes one of the user's submissions (its family links go with it); false when not theirs. */
    async deleteOwned(userId: number, id: number): Promise<boolean> {
      const removed = await db.delete(fontsInUse).where(owned(userId, id)).returning({ id: fontsInUse.id });
      return removed.length > 0;
    },
  };
}

export type UserFontsInUseRepository = ReturnType<typeof createUserFontsInUseRepository>;
