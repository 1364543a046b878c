import { fileURLToPath } from 'node:url';

/** The committed seed assets, found from this file so any working directory works. */
export const seedFontsDir = fileURLToPath(new URL('../../seed/fonts', import.meta.url));
export const seedDataDir = fileURLToPath(new URL('../../seed/data', import.meta.url));

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The bytes of a committed demo font, e.g. readSeedFont('vollkorn', 'Vollkorn-Bold.woff2'). */
const seedFontCache = new Map<string, Uint8Array>();

export async function readSeedFont(familyUrl: string, fileName: string): Promise<Uint8Array> {
  const path = join(seedFontsDir, familyUrl, fileName);
  const cached = seedFontCache.get(path);
  if (cached) return cached;
  const bytes = new Uint8Array(await readFile(path));
  seedFontCache.set(path, bytes);
  return bytes;
}

export async function readSeedData<T>(fileName: string): Promise<T> {
  return JSON.parse(await readFile(join(seedDataDir, fileName), 'utf8')) as T;
}
