import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// Everything a preview cut's bytes depend on besides the font file itself.
const CUTTING_CODE = [
  'packages/domain/src/fonts/font-subsets.ts',
  'packages/domain/src/fonts/preview-subsets.ts',
  'packages/fonts/src/cuts/cut-preview-font.ts',
  'apps/api/src/services/font-subsets/font-subset-files.ts',
  'packages/fonts/src/cuts/cut-woff2-subset.ts',
  'packages/fonts/src/engines/harfbuzz-queue.ts',
  'packages/fonts/src/naming/rename-font.ts',
  'node_modules/subset-font/package.json',
  'node_modules/harfbuzzjs/package.json',
  'node_modules/wawoff2/package.json',
  'node_modules/fontverter/package.json',
];

/**
 * Keeps the preview cuts (`font-subsets/…` in the file storage) between runs of the API tests:
 * walking the demo catalogue's ~850 previews cuts for minutes, and a cut is a function of the font
 * file (its address is in the key) and the code above, whose hash names the folder. Cuts of older
 * code are removed.
 */
export async function linkPreviewCutCache(filesDir: string): Promise<void> {
  const hash = createHash('sha256');
  for (const path of CUTTING_CODE) hash.update(await readFile(join(ROOT, path)).catch(() => path));
  const cacheRoot = join(ROOT, 'node_modules/.cache/foundry-preview-cuts');
  const current = hash.digest('hex').slice(0, 16);
  await mkdir(join(cacheRoot, current), { recursive: true });
  for (const entry of await readdir(cacheRoot)) {
    if (entry !== current) await rm(join(cacheRoot, entry), { recursive: true, force: true });
  }
  await symlink(join(cacheRoot, current), join(filesDir, 'font-subsets'), 'dir');
}
