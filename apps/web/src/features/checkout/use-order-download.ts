'use client';

import { DOWNLOAD_FAILURE_TOAST_MS } from '@foundry/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { CreateDownloadInfoMutation, ReadDownloadInfoQuery } from './order-operations.ts';
import { type DownloadJob, pollDownload } from './poll-download.ts';

// One download at a time across the page, whichever button started it.
let running = false;

/** Starts the order's font download: creates the job, polls it, opens the file or shows the failure toast. */
export function useOrderDownload(orderId: string, hash: string) {
  const { i18n } = useTranslation();
  const client = useClient();
  const [busy, setBusy] = useState(false);

  const start = useCallback(
    async (familyID?: string) => {
      if (running) return;
      running = true;
      setBusy(true);
      try {
        const job = await pollDownload(
          async () => {
            const result = await client
              .mutation(CreateDownloadInfoMutation, {
                orderID: orderId,
                hash,
                familyID: familyID ?? null,
                type: 'order',
              })
              .toPromise();
            return (
              (result.data?.createDownloadInfo as DownloadJob | undefined) ?? {
                id: '',
                hash: '',
                status: 'Failed',
              }
            );
          },
          async (id, jobHash) => {
            const result = await client
              .query(ReadDownloadInfoQuery, { id, hash: jobHash }, { requestPolicy: 'network-only' })
              .toPromise();
            return (
              (result.data?.readDownloadInfo as DownloadJob | undefined) ?? {
                id,
                hash: jobHash,
                status: 'Failed',
              }
            );
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
    [client, hash, i18n, orderId],
  );
  return { start, busy };
}
