import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type FileStorage } from './file-storage.ts';

/**
 * Files in a local folder (`${DATA_DIR}/files`), served by the API's `/files/<key>` route.
 * `publicBaseUrl` is the API's own address, e.g. http://localhost:4000.
 */
export function createLocalFileStorage(rootDir: string, publicBaseUrl: string): FileStorage {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(key, bytes) {
      assertValidKey(key);
      const path = join(rootDir, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      assertValidKey(key);
      try {
        return new Uint8Array(await readFile(join(rootDir, key)));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      await rm(join(rootDir, key), { force: true });
    },
    url(key) {
      assertValidKey(key);
      return `${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
