/** The states of a font download job as stored: pending, then generating, then completed or failed. */
export const DOWNLOAD_JOB_STATUSES = ['pending', 'generating', 'completed', 'failed'] as const;
export type DownloadJobStatus = (typeof DOWNLOAD_JOB_STATUSES)[number];
