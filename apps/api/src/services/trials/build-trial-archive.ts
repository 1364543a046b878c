import { trialCharacters, trialFamilyName } from '@foundry/domain/fonts/trial-fonts';
import { cutTrialFont } from '@foundry/fonts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { TrialRepository } from '../../repositories/trial-repository.ts';
import { SELLER } from '../documents/seller.ts';
import { segment, slug } from '../downloads/font-archive.ts';
import { type ZipEntry, zipEntries } from '../downloads/zip-archive.ts';
import type { ResolvedTrial } from './resolve-trial.ts';
import { trialLicenceText } from './trial-licence.ts';

function withoutReservedName(name: string, reserved: string | null): string {
  const value = reserved?.trim();
  return value ? name.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), 'Trial') : name;
}

/**
 * The ZIP of a trial: each style of the chosen encodings cut (see cutTrialFont) under
 * `<Trial family>/<encoding>/`, and TRIAL-LICENSE.txt. Style files shared by several styles (the
 * named instances of a variable font) are cut once.
 */
export async function buildTrialArchive(
  trial: ResolvedTrial,
  deps: { trials: TrialRepository; storage: FileStorage },
  now = new Date(),
): Promise<{ name: string; bytes: Uint8Array; fontCount: number }> {
  const { product } = trial;
  const trialFamily = trialFamilyName(product.familyTitle, product.reservedFontName);
  const files = await deps.trials.styleFiles(
    product.familyId,
    trial.encodings.map((encoding) => encoding.id),
  );
  const entries: ZipEntry[] = [];
  const seen = new Set<number>();
  for (const encoding of trial.encodings) {
    const characters = trial.full ? null : trialCharacters([encoding.url]);
    for (const file of files.filter((candidate) => candidate.encodingId === encoding.id)) {
      if (seen.has(file.fileId)) continue;
      seen.add(file.fileId);
      const woff2 = await deps.storage.get(file.storageKey);
      if (!woff2) throw new Error(`The font file ${file.originalName} is missing from storage.`);
      const cut = await cutTrialFont(woff2, {
        characters,
        newFamily: (own) => trialFamilyName(own, product.reservedFontName),
        reservedFontName: product.reservedFontName,
      });
      const base = withoutReservedName(
        file.originalName.replace(/\.(woff2?|ttf|otf)$/i, ''),
        product.reservedFontName,
      );
      entries.push({
        name: `${segment(trialFamily)}/${segment(encoding.title)}/${segment(`${base}-Trial`)}.${cut.format}`,
        bytes: cut.bytes,
      });
    }
  }
  if (entries.length === 0) throw new Error(`Family ${product.familyId} has no font files for a trial.`);
  entries.push({
    name: 'TRIAL-LICENSE.txt',
    bytes: trialLicenceText({
      seller: SELLER.name,
      trialFamily,
      family: product.familyTitle,
      full: trial.full,
      encodings: trial.encodings.map((encoding) => encoding.title),
      fontLicenceName: product.fontLicenceName,
      fontLicenceText: product.fontLicenceText,
      date: now,
    }),
  });
  return {
    name: `${slug(trialFamily, 'trial')}${trial.full ? '' : '-limited'}`,
    bytes: await zipEntries(entries, now),
    fontCount: entries.length - 1,
  };
}
