import { AppError, ERROR_CODE } from '@foundry/errors';
import type { DownloadJobRow, DownloadRepository } from '../../repositories/download-repository.ts';
import { publicHashMatches } from '../documents/order-access.ts';
import { type DownloadInfo, downloadInfoOf } from './download-info.ts';

/** The job for the holder of its id and hash (constant-time comparison), else null. */
export async function findDownloadJob(
  downloads: DownloadRepository,
  id: string | number,
  hash: string,
): Promise<DownloadJobRow | null> {
  const numeric = typeof id === 'number' ? id : /^\d{1,12}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(numeric)) return null;
  const job = await downloads.findById(numeric);
  return job && publicHashMatches(hash, job.hash) ? job : null;
}

/** readDownloadInfo, polled by the browser until Completed or Failed. Error 200 for a wrong id or hash. */
export async function readDownloadInfo(
  input: { id: string; hash: string },
  { downloads, apiUrl }: { downloads: DownloadRepository; apiUrl: string },
): Promise<DownloadInfo> {
  const job = await findDownloadJob(downloads, input.id, input.hash);
  if (!job) throw new AppError(ERROR_CODE.ORDER_INVALID, { message: 'This download does not exist.' });
  return downloadInfoOf(job, apiUrl);
}
