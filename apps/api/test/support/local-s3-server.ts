import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../../src/integrations/storage/storage-config.ts';

export interface LocalS3Server {
  /** Settings that point the S3 adapter at this server's bucket. */
  config: S3StorageConfig;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on a free local port with one empty bucket, its objects in a temporary
 * folder (s3rver: no Docker, no network). It checks request signatures against its fixed key pair.
 */
export async function startLocalS3Server(bucket = 'foundry-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'foundry-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
