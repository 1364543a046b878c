import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where the seed and the add-family command put binaries (fonts, images): the API's file store. */
export type FileSink = { put(key: string, bytes: Uint8Array, contentType: string): Promise<void> };

/** A sink that writes `${root}/<key>`: the default local file store layout (`${DATA_DIR}/files`). */
export function folderFileSink(root: string): FileSink {
  const base = resolve(root);
  return {
    async put(key, bytes) {
      const path = resolve(join(base, key));
      if (!path.startsWith(`${base}/`)) throw new Error(`file key escapes the file store: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
  };
}
