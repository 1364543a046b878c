import { type Db, downloadJobs, encodings, families, fontFiles, products, styles, users } from '@foundry/db';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from '@foundry/db/orm';
import type { DownloadJobRow } from './download-repository.ts';

/** The FAMILY product a trial is asked for, with what the trial rules need of its family. */
export interface TrialProduct {
  productId: number;
  title: string;
  priceAmount: number;
  oldPriceAmount: number | null;
  currency: string;
  encodingId: number | null;
  familyId: number;
  familyTitle: string;
  familyUrl: string;
  familyEncodingId: number | null;
  preRelease: boolean;
  reservedFontName: string | null;
  fontLicenceName: string | null;
  fontLicenceText: string | null;
}

export interface TrialEncoding {
  id: number;
  url: string;
  title: string;
}

/** One style's stored font file, to cut a trial from. */
export interface TrialStyleFile {
  styleId: number;
  styleTitle: string;
  encodingId: number;
  fileId: number;
  storageKey: string;
  originalName: string;
}

export interface NewTrialDownload {
  hash: string;
  userId: number | null;
  familyId: number;
  /** JSON: the product, encodings, kind of trial and the client address (counted for the limit). */
  request: string;
  fileKey: string;
}

/** Trials: their products, the files they are cut from, and the download rows that count them. */
export function createTrialRepository(db: Db) {
  return {
    /** Whether the id names a font product of any kind (a FONT, a SUITE…), trialable or not. */
    async isFontProduct(productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      return row !== undefined;
    },

    async findFamilyProduct(productId: number): Promise<TrialProduct | null> {
      const [row] = await db
        .select({
          productId: products.id,
          title: products.title,
          priceAmount: products.priceAmount,
          oldPriceAmount: products.oldPriceAmount,
          currency: products.currency,
          encodingId: products.encodingId,
          familyId: families.id,
          familyTitle: families.title,
          familyUrl: families.url,
          familyEncodingId: families.encodingId,
          preRelease: families.preRelease,
          reservedFontName: families.reservedFontName,
          fontLicenceName: families.fontLicenceName,
          fontLicenceText: families.fontLicenceText,
        })
        .from(products)
        .innerJoin(families, eq(families.id, products.familyId))
        .where(and(eq(products.id, productId), eq(products.kind, 'FAMILY')))
        .limit(1);
      return row ?? null;
    },

    /** The encodings the family has styles in, in encoding order. */
    async encodingsOfFamily(familyId: number): Promise<TrialEncoding[]> {
      return db
        .selectDistinct({
          id: encodings.id,
          url: encodings.url,
          title: encodings.title,
          sort: encodings.sort,
        })
        .from(styles)
        .innerJoin(encodings, eq(encodings.id, styles.encodingId))
        .where(eq(styles.familyId, familyId))
        .orderBy(asc(encodings.sort), asc(encodings.id));
    },

    async styleFiles(familyId: number, encodingIds: readonly number[]): Promise<TrialStyleFile[]> {
      if (encodingIds.length === 0) return [];
      return db
        .select({
          styleId: styles.id,
          styleTitle: styles.title,
          encodingId: styles.encodingId,
          fileId: fontFiles.id,
          storageKey: fontFiles.storageKey,
          originalName: fontFiles.originalName,
        })
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(and(eq(styles.familyId, familyId), inArray(styles.encodingId, [...encodingIds])))
        .orderBy(asc(styles.sort), asc(styles.id));
    },

    /** What decides the kind of trial and pre-release access: null for an unknown user. */
    async trialRights(userId: number): Promise<{ canGetFullTrialFont: boolean; club: boolean } | null> {
      const [row] = await db
        .select({ canGetFullTrialFont: users.canGetFullTrialFont, club: users.club })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * When the newest `limit` trials since `since` were downloaded, newest first: a signed-in user's
     * own (wherever from), else the guests' from the address (guests without a known address share
     * one count). An office's guests never hold back its signed-in users.
     */
    async recentTrialTimes(
      userId: number | null,
      address: string | null,
      since: Date,
      limit: number,
    ): Promise<Date[]> {
      const guestAddress = sql`(${downloadJobs.request}::jsonb ->> 'address')`;
      const whose =
        userId !== null
          ? eq(downloadJobs.userId, userId)
          : and(
              isNull(downloadJobs.userId),
              address === null ? sql`${guestAddress} is null` : sql`${guestAddress} = ${address}`,
            );
      const rows = await db
        .select({ createdAt: downloadJobs.createdAt })
        .from(downloadJobs)
        .where(and(eq(downloadJobs.type, 'trial'), gt(downloadJobs.createdAt, since), whose))
        .orderBy(desc(downloadJobs.createdAt))
        .limit(limit);
      return rows.map((row) => row.createdAt);
    },

    /** A trial is built before it is recorded: its row is born completed (the worker never sees it). */
    async insertCompletedTrial(trial: NewTrialDownload): Promise<DownloadJobRow> {
      const now = new Date();
      const [row] = await db
        .insert(downloadJobs)
        .values({
          hash: trial.hash,
          type: 'trial',
          userId: trial.userId,
          familyId: trial.familyId,
          request: trial.request,
          status: 'completed',
          fileKey: trial.fileKey,
          attempts: 1,
          startedAt: now,
          finishedAt: now,
        })
        .returning();
      if (!row) throw new Error('trial download was not inserted');
      return row;
    },
  };
}

export type TrialRepository = ReturnType<typeof createTrialRepository>;
