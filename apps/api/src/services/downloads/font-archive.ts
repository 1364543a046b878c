import { woff2ToDesktopFont } from '@foundry/fonts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { FamilyFontFile } from '../../repositories/download-repository.ts';
import { type FamilyPack, needsDesktopFile } from './plan-order-download.ts';
import type { ZipEntry } from './zip-archive.ts';

/** A reason a job cannot be built; its message is stored on the failed job (never shown to buyers). */
export class DownloadBuildError extends Error {
  override name = 'DownloadBuildError';
}

/** A name safe as a path segment in any file system: letters, digits, spaces, dots, dashes. */
export function segment(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return cleaned || 'font';
}

/** A file-name slug: lower-case ASCII letters and digits joined by dashes (`fallback` when none is left). */
export function slug(name: string, fallback = 'fonts'): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}

/** The families of the packed files, with their encodings and file counts: the README's contents. */
export function groupByFamily(files: readonly FamilyFontFile[]) {
  const families = new Map<number, { title: string; encodings: string[]; fileCount: number }>();
  for (const file of files) {
    const family = families.get(file.familyId) ?? { title: file.familyTitle, encodings: [], fileCount: 0 };
    if (!family.encodings.includes(file.encodingTitle)) family.encodings.push(file.encodingTitle);
    family.fileCount += 1;
    families.set(file.familyId, family);
  }
  return [...families.values()];
}

/**
 * The ZIP entries of font files: each under `<family>/<encoding>/web/` as stored (WOFF2) and, when a
 * pack covering it has a desktop or corporate licence, under `desktop/` as TTF/OTF. Throws
 * DownloadBuildError when a file is missing or cannot be unpacked.
 */
export async function fontFileEntries(
  files: readonly FamilyFontFile[],
  plan: readonly FamilyPack[],
  storage: FileStorage,
): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  for (const file of files) {
    const bytes = await storage.get(file.storageKey);
    if (!bytes) {
      throw new DownloadBuildError(
        `The font file ${file.originalName} (${file.storageKey}) is missing from storage.`,
      );
    }
    const folder = [file.familyTitle, file.encodingTitle].map(segment).join('/');
    // WOFF2 is Brotli-compressed already: deflating it again only costs time.
    entries.push({ name: `${folder}/web/${segment(file.originalName)}`, bytes, store: true });
    if (needsDesktopFile(plan, file)) {
      // Desktop licences install fonts: the TTF/OTF the WOFF2 packs, unpacked (and deflated in the ZIP).
      const desktop = await woff2ToDesktopFont(bytes).catch(() => {
        throw new DownloadBuildError(
          `The font file ${file.originalName} could not be unpacked for desktop use.`,
        );
      });
      const name = `${segment(file.originalName).replace(/\.woff2$/i, '')}.${desktop.format}`;
      entries.push({ name: `${folder}/desktop/${name}`, bytes: desktop.bytes });
    }
  }
  return entries;
}
