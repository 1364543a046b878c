import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, type FileStorage, filesRouteUrl } from './file-storage.ts';
import type { S3StorageConfig } from './storage-config.ts';

/** A storage call that hangs is cut: a request waiting on it must fail, not hang (docs/resilience.md). */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Whether an SDK error means "nothing stored under this key" (GetObject's NoSuchKey, HeadObject's 404). */
function isMissingKey(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, so several API processes share them. The bucket stays private:
 * `url()` names the API's `/files/<key>` route, which reads the object and refuses fonts, exactly as
 * with local files (ADR 0005). `publicBaseUrl` is the API's own address.
 */
export function createS3FileStorage(config: S3StorageConfig, publicBaseUrl: string): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingKey(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      // S3 answers a delete of a missing key with success, as this interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: (key) => filesRouteUrl(publicBaseUrl, key),
  };
}
