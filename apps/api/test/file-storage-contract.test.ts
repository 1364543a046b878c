import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, InvalidStorageKeyError } from '../src/integrations/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/integrations/storage/local-file-storage.ts';
import { createS3FileStorage } from '../src/integrations/storage/s3-file-storage.ts';
import { startLocalS3Server } from './support/local-s3-server.ts';

const API_URL = 'http://api.test';

interface Adapter {
  storage: FileStorage;
  stop(): Promise<void>;
}

const ADAPTERS: [string, () => Promise<Adapter>][] = [
  [
    'local folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      return {
        storage: createLocalFileStorage(root, API_URL),
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 bucket',
    async () => {
      const server = await startLocalS3Server();
      return { storage: createS3FileStorage(server.config, API_URL), stop: () => server.stop() };
    },
  ],
];

/** Every byte value, twice, plus bytes that are not valid UTF-8: nothing may be re-encoded on the way. */
const BINARY = new Uint8Array([...Array.from({ length: 512 }, (_, i) => i % 256), 0xff, 0xfe, 0xc3, 0x28]);

describe.each(ADAPTERS)('file storage contract: %s', (_name, start) => {
  let adapter: Adapter;
  let storage: FileStorage;
  beforeAll(async () => {
    adapter = await start();
    storage = adapter.storage;
  });
  afterAll(async () => {
    await adapter.stop();
  });

  it('writes and reads back binary bytes intact', async () => {
    await storage.put('fonts/ab/cd.woff2', BINARY, 'font/woff2');
    expect(await storage.get('fonts/ab/cd.woff2')).toEqual(BINARY);
  });

  it('overwrites a key', async () => {
    await storage.put('images/one.png', new Uint8Array([1, 2, 3]), 'image/png');
    await storage.put('images/one.png', new Uint8Array([4]), 'image/png');
    expect(await storage.get('images/one.png')).toEqual(new Uint8Array([4]));
  });

  it('stores an empty file as empty, not as missing', async () => {
    await storage.put('probe/empty.txt', new Uint8Array(), 'text/plain');
    expect(await storage.get('probe/empty.txt')).toEqual(new Uint8Array());
    expect(await storage.exists('probe/empty.txt')).toBe(true);
  });

  it('tells whether a key exists, and a folder on the way is not a file', async () => {
    await storage.put('uploads/x/y.jpg', new Uint8Array([9]), 'image/jpeg');
    expect(await storage.exists('uploads/x/y.jpg')).toBe(true);
    expect(await storage.exists('uploads/x')).toBe(false);
    expect(await storage.exists('uploads/missing.jpg')).toBe(false);
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('fonts/missing.woff2')).toBeNull();
    expect(await storage.get('nowhere/at/all.bin')).toBeNull();
  });

  it('removes a key, and removing a missing key is no error', async () => {
    await storage.put('downloads/a/b.zip', new Uint8Array([1]), 'application/zip');
    await storage.remove('downloads/a/b.zip');
    expect(await storage.get('downloads/a/b.zip')).toBeNull();
    expect(await storage.exists('downloads/a/b.zip')).toBe(false);
    await expect(storage.remove('downloads/a/b.zip')).resolves.toBeUndefined();
  });

  it('keeps keys with spaces and non-ASCII letters apart', async () => {
    await storage.put('images/a b/Zoë.png', new Uint8Array([1]), 'image/png');
    await storage.put('images/a b/Zoe.png', new Uint8Array([2]), 'image/png');
    expect(await storage.get('images/a b/Zoë.png')).toEqual(new Uint8Array([1]));
    expect(await storage.get('images/a b/Zoe.png')).toEqual(new Uint8Array([2]));
  });

  it("names the API's /files route as the URL, never the bucket or folder", () => {
    expect(storage.url('images/a b/Zoë.png')).toBe('http://api.test/files/images/a%20b/Zo%C3%AB.png');
  });

  it.each(['../secret', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '', 'C:/x'])(
    'refuses the key %j in every call',
    async (key) => {
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array(), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
    },
  );
});
