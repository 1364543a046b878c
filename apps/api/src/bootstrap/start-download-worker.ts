import type { Database } from '@foundry/db';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Logger } from '../logger.ts';
import { createDownloadRepository } from '../repositories/download-repository.ts';
import { createOrderDocumentRepository } from '../repositories/order-document-repository.ts';
import { createDownloadWorker, type DownloadWorker } from '../services/downloads/download-worker.ts';

/** Starts the worker that builds queued downloads in this process; `stop()` it before closing the database. */
export function startDownloadWorker(
  database: Pick<Database, 'db'>,
  storage: FileStorage,
  logger: Logger,
): DownloadWorker {
  const worker = createDownloadWorker({
    downloads: createDownloadRepository(database.db),
    documents: createOrderDocumentRepository(database.db),
    storage,
    logger: logger.child({ component: 'download-worker' }),
  });
  worker.start();
  return worker;
}
