import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

describe('createLocalFileStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores and returns bytes under a key, and names its public URL', async () => {
    const storage = createLocalFileStorage(root, 'http://localhost:4000/');
    await storage.put('fonts/ab/cd.woff2', new Uint8Array([1, 2, 3]), 'font/woff2');
    expect(await storage.get('fonts/ab/cd.woff2')).toEqual(new Uint8Array([1, 2, 3]));
    expect(storage.url('fonts/ab/cd.woff2')).toBe('http://localhost:4000/files/fonts/ab/cd.woff2');
  });

  it('removes a key, and removing a missing key is no error', async () => {
    const storage = createLocalFileStorage(root, 'http://x');
    await storage.put('probe/one.bin', new Uint8Array([1]), 'application/octet-stream');
    await storage.remove('probe/one.bin');
    expect(await storage.get('probe/one.bin')).toBeNull();
    await expect(storage.remove('probe/one.bin')).resolves.toBeUndefined();
    await expect(storage.remove('../escape')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('answers null for a missing key', async () => {
    expect(await createLocalFileStorage(root, 'http://x').get('fonts/missing.woff2')).toBeNull();
  });

  it.each(['../secret', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '', 'C:/x'])(
    'rejects the key %j',
    async (key) => {
      const storage = createLocalFileStorage(root, 'http://x');
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array(), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    },
  );
});
