'use client';

import { DOWNLOAD_FAILURE_TOAST_MS } from '@foundry/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { type DownloadJob, pollDownload, ReadDownloadInfoQuery } from '../checkout/index.ts';
import { CreateAccountDownloadMutation } from './my-fonts-operations.ts';

export type AccountDownloadRequest =
  | { type: 'family'; familyID: string; encodingIDs: string[] }
  | { type: 'order'; orderID: string };

// One download at a time across the account pages, whichever button started it.
let running = false;

const failed = (id: string, hash: string): DownloadJob => ({ id, hash, status: 'Failed' });

/**
 * Starts a signed-in download (a family the user owns, or an order's e-books): creates the job,
 * polls it every 2.5 s until Completed or Failed, then opens the file or shows the unknown-error
 * toast for 5 s. `busy` is true for the button that started it.
 */
export function useAccountDownload() {
  const { i18n } = useTranslation();
  const client = useClient();
  const [busy, setBusy] = useState(false);

  const start = useCallback(
    async (request: AccountDownloadRequest) => {
      if (running) return;
      running = true;
      setBusy(true);
      try {
        const job = await pollDownload(
          async () => {
            const result = await client
              .mutation(CreateAccountDownloadMutation, {
                type: request.type,
                familyID: request.type === 'family' ? request.familyID : null,
                encodingIDs: request.type === 'family' ? request.encodingIDs : null,
                orderID: request.type === 'order' ? request.orderID : null,
              })
              .toPromise();
            return (result.data?.createDownloadInfo as DownloadJob | undefined) ?? failed('', '');
          },
          async (id, hash) => {
            const result = await client
              .query(ReadDownloadInfoQuery, { id, hash }, { requestPolicy: 'network-only' })
              .toPromise();
            return (result.data?.readDownloadInfo as DownloadJob | undefined) ?? failed(id, hash);
          },
        );
        if (job.status === 'Completed' && job.file) window.location.assign(job.file);
        else toast.error(i18n.t('common:errors.unknown'), { duration: DOWNLOAD_FAILURE_TOAST_MS });
      } catch {
        toast.error(i18n.t('common:errors.unknown'), { duration: DOWNLOAD_FAILURE_TOAST_MS });
      } finally {
        running = false;
        setBusy(false);
      }
    },
    [client, i18n],
  );
  return { start, busy };
}
