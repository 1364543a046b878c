import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { buildCustomisationDownload } from './build-customisation-download.ts';
import { buildFamilyDownload } from './build-family-download.ts';
import { buildOrderDownload } from './build-order-download.ts';

/** A built download: the ZIP's file name (without .zip) and its bytes. */
export interface BuiltDownload {
  name: string;
  bytes: Uint8Array;
}

export interface DownloadBuilderDependencies {
  repositories: Repositories;
  storage: FileStorage;
}

/** Builds the ZIP of one job; throws DownloadBuildError with a sentence when it cannot. */
export type DownloadBuilder = (
  job: DownloadJobRow,
  dependencies: DownloadBuilderDependencies,
) => Promise<BuiltDownload>;

export type DownloadBuilders = Readonly<Record<string, DownloadBuilder>>;

/**
 * The builder of each job type the worker knows (download_jobs.type). A new kind of download adds
 * its builder here and its requester in download-requesters.ts.
 */
export const DOWNLOAD_BUILDERS: DownloadBuilders = {
  order: (job, { repositories, storage }) =>
    buildOrderDownload(job, {
      documents: repositories.orderDocuments,
      downloads: repositories.downloads,
      storage,
    }),
  customisation: buildCustomisationDownload,
  family: (job, { repositories, storage }) => buildFamilyDownload(job, { repositories, storage }),
};
