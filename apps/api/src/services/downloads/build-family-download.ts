import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { ensureOrderDocuments } from '../documents/ensure-order-documents.ts';
import { SELLER } from '../documents/seller.ts';
import { readOwnedFamily } from '../owned-fonts/owned-fonts.ts';
import { DownloadBuildError, fontFileEntries, groupByFamily, slug } from './font-archive.ts';
import { type FamilyPack, filesOfPlan } from './plan-order-download.ts';
import { parseFamilyDownloadRequest } from './request-family-download.ts';
import { type ZipEntry, zipEntries } from './zip-archive.ts';

/** The README of a family download: what is inside and which licences cover it. */
function familyReadme(input: {
  family: string;
  encodings: string[];
  fileCount: number;
  licenseFiles: string[];
  withDesktopFiles: boolean;
}): string {
  return [
    `${SELLER.name}: ${input.family} (${input.encodings.join(', ')}), the fonts you own`,
    '',
    'Contents',
    `- ${input.family}: ${input.fileCount} font file(s), in folders by encoding`,
    ...input.licenseFiles.map((name) => `- ${name}: the licence of that order, your proof of purchase`),
    '',
    'The web folders hold WOFF2 files, the format of the web: use them in @font-face rules as they are.',
    input.withDesktopFiles
      ? 'The desktop folders hold the TrueType (.ttf) or OpenType (.otf) files to install on computers.'
      : 'Your licences do not cover desktop use; ask us to add it if you need the desktop files.',
    '',
    `Questions: ${SELLER.email} · ${SELLER.web}`,
    '',
  ].join('\r\n');
}

/**
 * The ZIP of a 'family' job: the styles (and, for a whole family, variable fonts) the job's user owns
 * of the family in the encodings asked for, as WOFF2 under `web/` and, where a purchase's licence
 * installs fonts, TTF/OTF under `desktop/`; the licence PDF of each order that bought them and a
 * README. Ownership is read again when building: fonts no longer owned are never packed.
 */
export async function buildFamilyDownload(
  job: DownloadJobRow,
  { repositories, storage }: { repositories: Repositories; storage: FileStorage },
): Promise<{ name: string; bytes: Uint8Array }> {
  const request = parseFamilyDownloadRequest(job.request);
  if (!request || job.userId === null || job.familyId !== request.familyId) {
    throw new DownloadBuildError('The family download names no owner, family or encodings.');
  }
  const owned = await readOwnedFamily(repositories, job.userId, request.familyId);
  if (!owned) throw new DownloadBuildError(`User ${job.userId} owns nothing of family ${request.familyId}.`);

  const chosen = new Set(request.encodingIds);
  const plan: FamilyPack[] = owned.purchases.map((purchase) => ({
    familyId: owned.familyId,
    styleIds: purchase.styleIds === null ? null : new Set(purchase.styleIds),
    encodingIds: purchase.encodingIds === null ? null : new Set(purchase.encodingIds),
    desktop: purchase.desktop,
  }));
  const files = filesOfPlan(plan, await repositories.downloads.fontFilesOfFamilies([owned.familyId])).filter(
    (file) => chosen.has(file.encodingId),
  );
  if (files.length === 0)
    throw new DownloadBuildError(`Family ${owned.familyId} has no owned files to pack.`);

  const entries: ZipEntry[] = await fontFileEntries(files, plan, storage);
  const licenseFiles: string[] = [];
  for (const orderId of [...new Set(owned.purchases.map((purchase) => purchase.orderId))]) {
    const order = await repositories.orderDocuments.findOrder(orderId);
    if (!order) continue;
    const finalized = await ensureOrderDocuments(
      order,
      { invoice: false },
      { documents: repositories.orderDocuments, storage },
    );
    const license = finalized.licenseFileKey ? await storage.get(finalized.licenseFileKey) : null;
    if (!license) throw new DownloadBuildError(`The licence document of order ${orderId} could not be made.`);
    const name = `License-order-${orderId}.pdf`;
    licenseFiles.push(name);
    entries.push({ name, bytes: license });
  }
  const [family] = groupByFamily(files);
  entries.unshift({
    name: 'README.txt',
    bytes: familyReadme({
      family: family?.title ?? 'Fonts',
      encodings: family?.encodings ?? [],
      fileCount: files.length,
      licenseFiles,
      withDesktopFiles: entries.some((entry) => entry.name.includes('/desktop/')),
    }),
  });
  const date = new Date(Math.max(...owned.purchases.map((purchase) => purchase.orderDate.getTime())));
  return { name: `${slug(family?.title ?? 'fonts')}-fonts`, bytes: await zipEntries(entries, date) };
}
