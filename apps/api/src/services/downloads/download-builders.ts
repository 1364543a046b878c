import { buildCustomisationDownload } from './build-customisation-download.ts';
import { buildFamilyDownload } from './build-family-download.ts';
import { buildOrderDownload } from './build-order-download.ts';
import type { DownloadBuilders } from './download-builder.ts';

/**
 * The builder of each job type the worker knows (download_jobs.type). A new kind of download adds
 * its builder here and its requester in create-download-info.ts.
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
