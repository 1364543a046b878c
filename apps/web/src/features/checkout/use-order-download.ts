'use client';

import { useCallback } from 'react';
import { CreateDownloadInfoMutation } from './order-operations.ts';
import type { DownloadJob } from './poll-download.ts';
import { useDownloadJob } from './use-download-job.ts';

/** Starts the order's font download (all of it, or one family): the job is polled by useDownloadJob. */
export function useOrderDownload(orderId: string, hash: string) {
  const { run, busy } = useDownloadJob();
  const start = useCallback(
    (familyID?: string) =>
      run(async (client) => {
        const result = await client
          .mutation(CreateDownloadInfoMutation, {
            orderID: orderId,
            hash,
            familyID: familyID ?? null,
            type: 'order',
          })
          .toPromise();
        return result.data?.createDownloadInfo as DownloadJob | undefined;
      }),
    [run, hash, orderId],
  );
  return { start, busy };
}
