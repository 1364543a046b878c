import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type FileStorage, filesRouteUrl } from './file-storage.ts';

/**
 * Files in a local folder (`${DATA_DIR}/files`), served by the API's `/files/<key>` route.
 * `publicBaseUrl` is the API's own address, e.g. http://localhost:4000.
 */
export function createLocalFileStorage(rootDir: string, publicBaseUrl: string): FileStorage {
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
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertValidKey(key);
      try {
        return (await stat(join(rootDir, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      await rm(join(rootDir, key), { force: true });
    },
    url: (key) => filesRouteUrl(publicBaseUrl, key),
  };
}

/** A key that names no file: nothing there, or a folder on the way. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
