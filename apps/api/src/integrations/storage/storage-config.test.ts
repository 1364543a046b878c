import { describe, expect, it } from 'vitest';
import { parseStorageConfig } from './storage-config.ts';

describe('parseStorageConfig', () => {
  it('keeps files in the local folder without S3_BUCKET', () => {
    expect(parseStorageConfig({})).toEqual({ config: { kind: 'local' } });
    expect(parseStorageConfig({ S3_BUCKET: '  ' })).toEqual({ config: { kind: 'local' } });
  });

  it('picks the bucket with its settings, defaulting the region and the addressing', () => {
    expect(parseStorageConfig({ S3_BUCKET: 'shop-files' })).toEqual({
      config: {
        kind: 's3',
        endpoint: undefined,
        bucket: 'shop-files',
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
    expect(
      parseStorageConfig({
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      config: {
        kind: 's3',
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'shop-files',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET must be set when S3_ENDPOINT is set'],
    [
      { S3_BUCKET: 'Shop_Files' },
      "S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got 'Shop_Files').",
    ],
    [{ S3_BUCKET: 'b1' }, 'S3_BUCKET must be a bucket name'],
    [
      { S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' },
      "S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000 (got 'minio:9000').",
    ],
    [
      { S3_BUCKET: 'files', S3_REGION: 'EU Central' },
      "S3_REGION must be a region name such as eu-central-1 (got 'EU Central').",
    ],
    [
      { S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' },
      "S3_FORCE_PATH_STYLE must be one of true, false (got 'yes').",
    ],
    [
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither.',
    ],
  ])('refuses %j with one sentence', (env, sentence) => {
    const result = parseStorageConfig(env);
    expect(result).toHaveProperty('error');
    expect((result as { error: string }).error).toContain(sentence);
  });

  it('never echoes a secret key', () => {
    const result = parseStorageConfig({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(JSON.stringify(result)).not.toContain('very-secret-value');
  });
});
