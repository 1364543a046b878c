import { type Db, downloadJobs } from '@foundry/db';
import { and, desc, eq, isNotNull, ne } from '@foundry/db/orm';
import type { DownloadJobRow } from './download-repository.ts';

/** A family the user downloaded a trial of, with its latest trial's job. */
export interface TrialFamilyRow {
  familyId: number;
  job: DownloadJobRow;
}

/** The account's own download rows: trials taken, family downloads to re-use. */
export function createMyFontsRepository(db: Db) {
  return {
    /** The families of the user's trial downloads, each once with its latest trial. One query. */
    async trialFamiliesOfUser(userId: number): Promise<TrialFamilyRow[]> {
      const rows = await db
        .selectDistinctOn([downloadJobs.familyId])
        .from(downloadJobs)
        .where(
          and(
            eq(downloadJobs.type, 'trial'),
            eq(downloadJobs.userId, userId),
            isNotNull(downloadJobs.familyId),
          ),
        )
        .orderBy(downloadJobs.familyId, desc(downloadJobs.createdAt), desc(downloadJobs.id));
      return rows.flatMap((job) => (job.familyId === null ? [] : [{ familyId: job.familyId, job }]));
    },

    /**
     * The user's latest 'family' job for the same family and the same request (encodings and the
     * purchases it packs) that has not failed: asking again re-uses it instead of building anew.
     */
    async findReusableFamilyJob(
      userId: number,
      familyId: number,
      request: string,
    ): Promise<DownloadJobRow | null> {
      const [row] = await db
        .select()
        .from(downloadJobs)
        .where(
          and(
            eq(downloadJobs.type, 'family'),
            eq(downloadJobs.userId, userId),
            eq(downloadJobs.familyId, familyId),
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

export type MyFontsRepository = ReturnType<typeof createMyFontsRepository>;
