'use client';

import { DOWNLOAD_FAILURE_TOAST_MS } from '@foundry/domain';
import { useCallback, useState } from 'react';
import type { Client } from 'urql';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { ReadDownloadInfoQuery } from './order-operations.ts';
import { type DownloadJob, pollDownload } from './poll-download.ts';

// One download at a time across the page, whichever button started it.
let running = false;

const failed = (id: string, hash: string): DownloadJob => ({ id, hash, status: 'Failed' });

/** Creates a download job with the client; answers undefined when the server gave none. */
export type CreateDownloadJob = (client: Client) => Promise<DownloadJob | undefined>;

/**
 * Runs a download job that `create` starts: polls it (pollDownload) until Completed or Failed, then
 * opens the file or shows the unknown-error toast. `busy` is true for the hook that started it.
 */
export function useDownloadJob() {
  const { i18n } = useTranslation();
  const client = useGraphqlClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (create: CreateDownloadJob) => {
      if (running) return;
      running = true;
      setBusy(true);
      try {
        const job = await pollDownload(
          async () => (await create(client)) ?? failed('', ''),
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
  return { run, busy };
}
