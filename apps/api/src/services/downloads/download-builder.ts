import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';

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
