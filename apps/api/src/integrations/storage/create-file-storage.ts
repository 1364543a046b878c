import { join } from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import type { StorageConfig } from './storage-config.ts';

/** The adapter the configuration picks: the S3 bucket when S3_BUCKET is set, else `${dataDir}/files`. */
export function createFileStorage(config: {
  storage: StorageConfig;
  dataDir: string;
  apiUrl: string;
}): FileStorage {
  return config.storage.kind === 's3'
    ? createS3FileStorage(config.storage, config.apiUrl)
    : createLocalFileStorage(join(config.dataDir, 'files'), config.apiUrl);
}
