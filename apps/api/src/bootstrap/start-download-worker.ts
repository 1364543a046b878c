import type { Database } from '@foundry/db';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Logger } from '../logger.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { createDownloadWorker, type DownloadWorker } from '../services/downloads/download-worker.ts';
import type { DownloadWorkerConfig } from '../services/downloads/download-worker-config.ts';

/** Starts the worker that builds queued downloads in this process; `stop()` it before closing the database. */
export function startDownloadWorker(
  database: Pick<Database, 'db'>,
  storage: FileStorage,
  logger: Logger,
  { leaseMs, pollIntervalMs }: DownloadWorkerConfig,
): DownloadWorker {
  const worker = createDownloadWorker({
    leaseMs,
    pollIntervalMs,
    repositories: createRepositories(database.db),
    storage,
    logger: logger.child({ component: 'download-worker' }),
  });
  worker.start();
  return worker;
}
