import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from '../src/integrations/storage/s3-file-storage.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { type LocalS3Server, startLocalS3Server } from './support/local-s3-server.ts';

// The first bytes of a PNG and of a WOFF2 file: the route judges fonts by content too.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const WOFF2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0, 4, 5, 6]);

describe('an API process with S3_BUCKET', { timeout: 180_000 }, () => {
  let s3: LocalS3Server;
  let api: ApiProcess;
  beforeAll(async () => {
    s3 = await startLocalS3Server();
    const { endpoint, bucket, credentials } = s3.config;
    api = await startApiProcess({
      S3_ENDPOINT: endpoint as string,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.stop();
  });

  it('is ready: its storage probe writes to and deletes from the bucket', async () => {
    const response = await fetch(`${api.url}/readyz`);
    expect(response.status).toBe(200);
    expect((await response.json()).checks.storage).toBe('ok');
  });

  it('serves stored images from the bucket through /files/, and never a font', async () => {
    const bucket = createS3FileStorage(s3.config, api.url);
    await bucket.put('images/from-bucket.png', PNG, 'image/png');
    await bucket.put('images/disguised.png', WOFF2, 'image/png');
    await bucket.put('fonts/sold.woff2', WOFF2, 'font/woff2');

    const image = await fetch(`${api.url}/files/images/from-bucket.png`);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${api.url}/files/images/disguised.png`)).status).toBe(404);
    expect((await fetch(`${api.url}/files/fonts/sold.woff2`)).status).toBe(404);
    expect((await fetch(`${api.url}/files/images/missing.png`)).status).toBe(404);
  });
});
