import {
  type Db,
  downloadJobs,
  ebookFiles,
  encodings,
  families,
  fontFiles,
  orderItems,
  styles,
  variableFonts,
} from '@foundry/db';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from '@foundry/db/orm';

export type DownloadJobRow = typeof downloadJobs.$inferSelect;

export interface NewDownloadJob {
  hash: string;
  type: string;
  userId: number | null;
  orderId: number | null;
  familyId: number | null;
  request: string;
}

/** One stored font file of a family in an encoding: a style's file or a variable font's. */
export interface FamilyFontFile {
  familyId: number;
  familyTitle: string;
  encodingId: number;
  encodingTitle: string;
  /** The style it is the file of; null for a variable font's file. */
  styleId: number | null;
  fileId: number;
  storageKey: string;
  originalName: string;
}

/** The stored file of an e-book an order bought. */
export interface OrderEbookFile {
  physicalProductId: number;
  title: string;
  fileKey: string;
  fileName: string;
}

/** The end of a lease of `ms` from now, on the database's clock. */
function leaseEnd(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}

/** The job, while the claim numbered `attempt` still holds it. */
function heldBy(id: number, attempt: number) {
  return and(
    eq(downloadJobs.id, id),
    eq(downloadJobs.status, 'generating'),
    eq(downloadJobs.attempts, attempt),
  );
}

/** The queue of download jobs (the rows are the queue) and the font files a job packs. */
export function createDownloadRepository(db: Db) {
  return {
    async insert(job: NewDownloadJob): Promise<DownloadJobRow> {
      const [row] = await db.insert(downloadJobs).values(job).returning();
      if (!row) throw new Error('download job was not inserted');
      return row;
    },

    async findById(id: number): Promise<DownloadJobRow | null> {
      const [row] = await db.select().from(downloadJobs).where(eq(downloadJobs.id, id)).limit(1);
      return row ?? null;
    },

    /** The latest job for the same order, family and type that has not failed, to re-use. */
    async findReusable(
      type: string,
      orderId: number,
      familyId: number | null,
    ): Promise<DownloadJobRow | null> {
      const [row] = await db
        .select()
        .from(downloadJobs)
        .where(
          and(
            eq(downloadJobs.type, type),
            eq(downloadJobs.orderId, orderId),
            familyId === null ? isNull(downloadJobs.familyId) : eq(downloadJobs.familyId, familyId),
            ne(downloadJobs.status, 'failed'),
          ),
        )
        .orderBy(desc(downloadJobs.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Claims the oldest pending job (or one whose worker's lease ran out while attempts remain),
     * marks it generating and gives this worker a lease of `leaseMs`, in one statement: SKIP LOCKED
     * lets any number of workers share the queue without taking the same job. Times are the
     * database's clock, so machines whose clocks differ agree on when a lease ends.
     */
    async claimNext(leaseMs: number, maxAttempts: number): Promise<DownloadJobRow | null> {
      const next = db
        .select({ id: downloadJobs.id })
        .from(downloadJobs)
        .where(
          sql`${downloadJobs.status} = 'pending' or (${downloadJobs.status} = 'generating' and ${downloadJobs.leaseExpiresAt} < now() and ${downloadJobs.attempts} < ${maxAttempts})`,
        )
        .orderBy(asc(downloadJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(downloadJobs)
        .set({
          status: 'generating',
          startedAt: sql`now()`,
          leaseExpiresAt: leaseEnd(leaseMs),
          attempts: sql`${downloadJobs.attempts} + 1`,
        })
        .where(inArray(downloadJobs.id, next))
        .returning();
      return row ?? null;
    },

    /**
     * Extends the lease of the claim numbered `attempt`; false when the job is no longer this
     * worker's (its lease ran out and another worker claimed it, or it ended).
     */
    async renewLease(id: number, attempt: number, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(downloadJobs)
        .set({ leaseExpiresAt: leaseEnd(leaseMs) })
        .where(heldBy(id, attempt))
        .returning({ id: downloadJobs.id });
      return rows.length > 0;
    },

    /** Jobs whose lease ran out with no attempts left end failed (final). */
    async failAbandoned(maxAttempts: number): Promise<void> {
      await db
        .update(downloadJobs)
        .set({ status: 'failed', error: 'Abandoned: no attempt finished.', finishedAt: new Date() })
        .where(
          sql`${downloadJobs.status} = 'generating' and ${downloadJobs.leaseExpiresAt} < now() and ${downloadJobs.attempts} >= ${maxAttempts}`,
        );
    },

    /**
     * Final states are written only by the claim that holds the job (`attempt`, still generating):
     * a completed or failed job never changes, and a worker that lost its lease writes nothing.
     * False when nothing was written.
     */
    async complete(id: number, attempt: number, fileKey: string): Promise<boolean> {
      const rows = await db
        .update(downloadJobs)
        .set({ status: 'completed', fileKey, error: null, finishedAt: new Date(), leaseExpiresAt: null })
        .where(heldBy(id, attempt))
        .returning({ id: downloadJobs.id });
      return rows.length > 0;
    },

    async fail(id: number, attempt: number, error: string): Promise<boolean> {
      const rows = await db
        .update(downloadJobs)
        .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: new Date(), leaseExpiresAt: null })
        .where(heldBy(id, attempt))
        .returning({ id: downloadJobs.id });
      return rows.length > 0;
    },

    /** The files of the e-books (EBOOK_PRODUCT items) of an order, each once, in the order's order. */
    async ebookFilesOfOrder(orderId: number): Promise<OrderEbookFile[]> {
      const rows = await db
        .select({
          physicalProductId: ebookFiles.physicalProductId,
          title: orderItems.title,
          fileKey: ebookFiles.fileKey,
          fileName: ebookFiles.fileName,
        })
        .from(orderItems)
        .innerJoin(ebookFiles, eq(ebookFiles.physicalProductId, orderItems.physicalProductId))
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'EBOOK_PRODUCT')))
        .orderBy(asc(orderItems.selectionIndex), asc(orderItems.id));
      const seen = new Set<number>();
      return rows.filter((row) => !seen.has(row.physicalProductId) && seen.add(row.physicalProductId));
    },

    /** Every style file and variable font file of the families, with family and encoding titles. */
    async fontFilesOfFamilies(familyIds: number[]): Promise<FamilyFontFile[]> {
      if (familyIds.length === 0) return [];
      const styleFiles = await db
        .select({
          familyId: styles.familyId,
          familyTitle: families.title,
          encodingId: styles.encodingId,
          encodingTitle: encodings.title,
          styleId: styles.id,
          fileId: fontFiles.id,
          storageKey: fontFiles.storageKey,
          originalName: fontFiles.originalName,
        })
        .from(styles)
        .innerJoin(families, eq(families.id, styles.familyId))
        .innerJoin(encodings, eq(encodings.id, styles.encodingId))
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(inArray(styles.familyId, familyIds))
        .orderBy(asc(styles.familyId), asc(encodings.sort), asc(styles.sort), asc(styles.id));
      const variableFiles = await db
        .select({
          familyId: variableFonts.familyId,
          familyTitle: families.title,
          encodingId: encodings.id,
          encodingTitle: encodings.title,
          fileId: fontFiles.id,
          storageKey: fontFiles.storageKey,
          originalName: fontFiles.originalName,
        })
        .from(variableFonts)
        .innerJoin(families, eq(families.id, variableFonts.familyId))
        // A variable font without an encoding of its own belongs to the family's default encoding.
        .innerJoin(
          encodings,
          eq(encodings.id, sql`coalesce(${variableFonts.encodingId}, ${families.encodingId})`),
        )
        .innerJoin(fontFiles, eq(fontFiles.id, variableFonts.fontFileId))
        .where(inArray(variableFonts.familyId, familyIds))
        .orderBy(asc(variableFonts.familyId), asc(variableFonts.sort), asc(variableFonts.id));
      return [...styleFiles, ...variableFiles.map((file) => ({ ...file, styleId: null }))];
    },
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
