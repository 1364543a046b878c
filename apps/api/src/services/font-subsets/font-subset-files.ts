import { rangesOfCodePoints } from '@foundry/domain/fonts/font-subsets';
import { previewSubsetsOf } from '@foundry/domain/fonts/preview-subsets';
import { cutPreviewFont, detectFontFormat, openFontForDrawing, woff2ToDesktopFont } from '@foundry/fonts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { type FontFileAddress, fontSubsetStorageKey } from './font-subset-address.ts';
import type { FontSubsetSources, SubsetSourceFile } from './font-subset-sources.ts';

interface FontSubsetFilesOptions {
  storage: Pick<FileStorage, 'get' | 'put'>;
  sources: Pick<FontSubsetSources, 'fileOf'>;
}

/** A preview file and whether the font is unreleased (then it is not cached publicly). */
export interface PreviewFile {
  bytes: Uint8Array;
  preRelease: boolean;
}

/** Whether this request may see a font of unreleased families; asked before anything is cut. */
export type PreReleaseAccess = () => Promise<boolean>;

interface OpenedSource {
  address: FontFileAddress;
  sfnt: Uint8Array;
  codePoints: number[];
}

/**
 * Preview cuts by font file and subset id (docs/font-previews.md): read from the file storage when
 * cut before, else cut from the stored font, kept in the storage and returned. Concurrent first
 * requests for one cut share it. Null when no font file has the address or the font has no such
 * subset, and when the font's families are all unreleased and `mayViewPreRelease` says no. The file
 * is looked up on every request: its families decide who may see it.
 */
export function createFontSubsetFiles({ storage, sources }: FontSubsetFilesOptions) {
  const cutting = new Map<string, Promise<Uint8Array | null>>();
  // A page asks for a font's subsets one after another: its unpacked file is kept for the next cut.
  let lastOpened: Promise<OpenedSource> | null = null;

  async function open(address: FontFileAddress, file: SubsetSourceFile): Promise<OpenedSource> {
    const font = await storage.get(file.storageKey);
    // A font row whose bytes are gone is an outage, not the visitor's mistake: logged and answered 500.
    if (!font) throw new Error(`font file ${file.storageKey} is missing from storage`);
    const sfnt = detectFontFormat(font) === 'woff2' ? (await woff2ToDesktopFont(font)).bytes : font;
    // The file's own cmap decides its subsets, so the route needs no knowledge of styles.
    return { address, sfnt, codePoints: (await openFontForDrawing(sfnt)).characterSet };
  }

  async function cut(address: FontFileAddress, file: SubsetSourceFile, subsetId: string, key: string) {
    let opened = lastOpened ? await lastOpened.catch(() => null) : null;
    if (opened?.address !== address) {
      lastOpened = open(address, file);
      opened = await lastOpened;
    }
    const plan = previewSubsetsOf(rangesOfCodePoints(opened.codePoints)).find(
      (entry) => entry.id === subsetId,
    );
    if (!plan) return null;
    const bytes = await cutPreviewFont(opened.sfnt, {
      ranges: plan.ranges,
      reservedFontName: file.reservedFontName,
    });
    await storage.put(key, bytes, 'font/woff2');
    return bytes;
  }

  return {
    async get(
      address: FontFileAddress,
      subsetId: string,
      mayViewPreRelease: PreReleaseAccess = async () => false,
    ): Promise<PreviewFile | null> {
      const file = await sources.fileOf(address);
      if (!file || (file.preRelease && !(await mayViewPreRelease()))) return null;
      const key = fontSubsetStorageKey(address, subsetId);
      const stored = await storage.get(key);
      if (stored) return { bytes: stored, preRelease: file.preRelease };
      let pending = cutting.get(key);
      if (!pending) {
        pending = cut(address, file, subsetId, key).finally(() => cutting.delete(key));
        cutting.set(key, pending);
      }
      const bytes = await pending;
      return bytes ? { bytes, preRelease: file.preRelease } : null;
    },
  };
}

export type FontSubsetFiles = ReturnType<typeof createFontSubsetFiles>;
