import { DOWNLOAD_POLL_MS } from '@foundry/domain';

export interface DownloadJob {
  id: string;
  hash: string;
  status: string;
  file?: string | null;
}

/** Completed and Failed are final (docs/checkout.md). */
export function isFinalDownloadStatus(status: string): boolean {
  return status === 'Completed' || status === 'Failed';
}

/**
 * Creates a download job and re-reads it every 2.5 s until it is completed or failed; answers the
 * final job. A read that fails counts as a failed job.
 */
export async function pollDownload(
  create: () => Promise<DownloadJob>,
  read: (id: string, hash: string) => Promise<DownloadJob>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<DownloadJob> {
  let job = await create();
  while (!isFinalDownloadStatus(job.status)) {
    await sleep(DOWNLOAD_POLL_MS);
    job = await read(job.id, job.hash);
  }
  return job;
}
