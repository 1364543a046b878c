import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createS3FileStorage } from '../../src/integrations/storage/s3-file-storage.ts';
import type { S3StorageConfig } from '../../src/integrations/storage/storage-config.ts';

/**
 * Copies a local files folder (the seed's fonts and images) into the bucket under the same keys, as
 * a deploy moving from `DATA_DIR/files` to object storage does (docs/deploy.md).
 */
export async function copyFilesToBucket(directory: string, config: S3StorageConfig): Promise<number> {
  const bucket = createS3FileStorage(config, 'http://localhost');
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  let copied = 0;
  // A few at a time: the local S3 server writes each object to disk.
  for (let start = 0; start < files.length; start += 8) {
    await Promise.all(
      files.slice(start, start + 8).map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const key = relative(directory, path).split(sep).join('/');
        await bucket.put(key, await readFile(path), 'application/octet-stream');
        copied++;
      }),
    );
  }
  return copied;
}
