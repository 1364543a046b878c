import type { DownloadJobRow } from '../../repositories/download-repository.ts';

export const DOWNLOAD_STATUSES = ['Pending', 'Generating', 'Completed', 'Failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** DownloadInfo as the API answers it: the job's id and hash, its status, the file once built. */
export interface DownloadInfo {
  id: number;
  hash: string;
  status: DownloadStatus;
  /** Absolute URL of the ZIP when completed, else null. */
  file: string | null;
}

const STATUS: Record<DownloadJobRow['status'], DownloadStatus> = {
  pending: 'Pending',
  generating: 'Generating',
  completed: 'Completed',
  failed: 'Failed',
};

/** The file's name in the download URL: the last segment of its storage key, without '.zip'. */
export function downloadFileName(fileKey: string): string {
  return (fileKey.slice(fileKey.lastIndexOf('/') + 1) || 'fonts.zip').replace(/\.zip$/, '');
}

export function downloadInfoOf(job: DownloadJobRow, apiUrl: string): DownloadInfo {
  const completed = job.status === 'completed' && job.fileKey !== null;
  return {
    id: job.id,
    hash: job.hash,
    status: STATUS[job.status],
    file:
      completed && job.fileKey
        ? `${apiUrl.replace(/\/+$/, '')}/downloads/${job.id}/${encodeURIComponent(job.hash)}/${encodeURIComponent(downloadFileName(job.fileKey))}.zip`
        : null,
  };
}
