'use client';

import { DOWNLOAD_FAILURE_TOAST_MS } from '@foundry/domain';
import { useCallback, useRef, useState } from 'react';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { FONT_CUSTOMISATIONS_TEXTS } from '../../lib/i18n/areas/font-customisations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { type DownloadJob, pollDownload } from '../checkout/index.ts';
import {
  CreateCustomisationDownloadMutation,
  ReadCustomisationDownloadQuery,
} from './customisation-operations.ts';

const FAILED = (id = '', hash = ''): DownloadJob => ({ id, hash, status: 'Failed' });

/**
 * Downloads a customisation's static font: creates the job, polls it every 2.5 s (the order page's
 * pollDownload), opens the file or shows the failure toast. `busyId` is the one being prepared; one
 * at a time.
 */
export function useCustomisationDownload() {
  const { t } = useTexts(FONT_CUSTOMISATIONS_TEXTS);
  const client = useGraphqlClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (customisationID: string) => {
      if (running.current) return;
      running.current = true;
      setBusyId(customisationID);
      try {
        const job = await pollDownload(
          async () => {
            const result = await client
              .mutation(CreateCustomisationDownloadMutation, { customisationID })
              .toPromise();
            return (result.data?.createDownloadInfo as DownloadJob | undefined) ?? FAILED();
          },
          async (id, hash) => {
            const result = await client
              .query(ReadCustomisationDownloadQuery, { id, hash }, { requestPolicy: 'network-only' })
              .toPromise();
            return (result.data?.readDownloadInfo as DownloadJob | undefined) ?? FAILED(id, hash);
          },
        );
        if (job.status === 'Completed' && job.file) window.location.assign(job.file);
        else toast.error(t('fontCustomisations.downloadFailed'), { duration: DOWNLOAD_FAILURE_TOAST_MS });
      } catch {
        toast.error(t('fontCustomisations.downloadFailed'), { duration: DOWNLOAD_FAILURE_TOAST_MS });
      } finally {
        running.current = false;
        setBusyId(null);
      }
    },
    [client, t],
  );
  return { start, busyId };
}
