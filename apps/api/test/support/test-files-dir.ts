import { link, mkdir, mkdtemp, readdir, readlink, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject } from 'vitest';

// Keyed by test file: the API project shares modules between the files one worker runs (isolate: false).
const copies = new Map<string, Promise<string>>();

/**
 * This test file's own files folder: the seeded files of the run (`inject('filesDir')`) linked into a
 * folder of its own. Test files run two at a time, and each copies the same database, so two of them
 * would write the same keys (order 1's ZIP) into one folder. Hard links cost no copying, and the
 * local storage writes by rename, so a write replaces this folder's link and never the shared file.
 */
export function testFilesDir(): Promise<string> {
  const testFile = expect.getState().testPath ?? '';
  let ownCopy = copies.get(testFile);
  if (ownCopy) return ownCopy;
  ownCopy = (async () => {
    // Under the run's folder for copies, which the global setup removes at the end.
    const copy = await mkdtemp(join(inject('filesCopiesDir'), 'file-'));
    await linkTree(inject('filesDir'), copy);
    return copy;
  })();
  copies.set(testFile, ownCopy);
  return ownCopy;
}

async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    // The preview cut cache is a symlink shared by every run (preview-cut-cache.ts): keep it one.
    if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (entry.isDirectory()) {
      await mkdir(target);
      await linkTree(source, target);
    } else await link(source, target);
  }
}
