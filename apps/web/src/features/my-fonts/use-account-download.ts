'use client';

import { useCallback } from 'react';
import { type DownloadJob, useDownloadJob } from '../checkout/index.ts';
import { CreateAccountDownloadMutation } from './my-fonts-operations.ts';

export type AccountDownloadRequest =
  | { type: 'family'; familyID: string; encodingIDs: string[] }
  | { type: 'order'; orderID: string };

/**
 * Starts a signed-in download (a family the user owns, or an order's e-books); the job is polled by
 * useDownloadJob. `busy` is true for the button that started it.
 */
export function useAccountDownload() {
  const { run, busy } = useDownloadJob();
  const start = useCallback(
    (request: AccountDownloadRequest) =>
      run(async (client) => {
        const result = await client
          .mutation(CreateAccountDownloadMutation, {
            type: request.type,
            familyID: request.type === 'family' ? request.familyID : null,
            encodingIDs: request.type === 'family' ? request.encodingIDs : null,
            orderID: request.type === 'order' ? request.orderID : null,
          })
          .toPromise();
        return result.data?.createDownloadInfo as DownloadJob | undefined;
      }),
    [run],
  );
  return { start, busy };
}
