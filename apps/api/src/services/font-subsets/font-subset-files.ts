import { openFontForDrawing } from '@foundry/db';
import { fontSubsetsOf, rangesOfCodePoints } from '@foundry/domain/fonts/font-subsets';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { cutFontSubset } from './cut-font-subset.ts';
import { type FontFileAddress, fontSubsetStorageKey } from './font-subset-address.ts';
import type { FontSubsetSources } from './font-subset-sources.ts';

interface FontSubsetFilesOptions {
  storage: Pick<FileStorage, 'get' | 'put'>;
  sources: Pick<FontSubsetSources, 'fileOf'>;
}

/**
 * Subset files by font file and subset id: read from the file storage when cut before, else cut
 * from the stored font, kept in the storage and returned. Concurrent first requests for one subset
 * share a single cut. Null when no font file has the address or the font has no such subset.
 */
export function createFontSubsetFiles({ storage, sources }: FontSubsetFilesOptions) {
  const cutting = new Map<string, Promise<Uint8Array | null>>();

  async function cut(address: FontFileAddress, subsetId: string, key: string): Promise<Uint8Array | null> {
    const file = await sources.fileOf(address);
    if (!file) return null;
    const font = await storage.get(file.storageKey);
    // A font row whose bytes are gone is an outage, not the visitor's mistake: logged and answered 500.
    if (!font) throw new Error(`font file ${file.storageKey} is missing from storage`);
    // The file's own cmap decides its subsets, so the route needs no knowledge of styles.
    const codePoints = (await openFontForDrawing(font)).characterSet;
    const plan = fontSubsetsOf(rangesOfCodePoints(codePoints)).find((entry) => entry.id === subsetId);
    if (!plan) return null;
    const bytes = await cutFontSubset(font, { ranges: plan.ranges, reservedFontName: file.reservedFontName });
    await storage.put(key, bytes, 'font/woff2');
    return bytes;
  }

  return {
    async get(address: FontFileAddress, subsetId: string): Promise<Uint8Array | null> {
      const key = fontSubsetStorageKey(address, subsetId);
      const stored = await storage.get(key);
      if (stored) return stored;
      let pending = cutting.get(key);
      if (!pending) {
        pending = cut(address, subsetId, key).finally(() => cutting.delete(key));
        cutting.set(key, pending);
      }
      return pending;
    },
  };
}

export type FontSubsetFiles = ReturnType<typeof createFontSubsetFiles>;
