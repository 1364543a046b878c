import { isPaidStatus } from '@foundry/domain';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { DownloadJobRow, DownloadRepository } from '../../repositories/download-repository.ts';
import type { OrderDocumentRepository } from '../../repositories/order-document-repository.ts';
import { ensureOrderDocuments } from '../documents/ensure-order-documents.ts';
import { FONT_ITEM_KINDS } from '../documents/load-order-document-view.ts';
import { SELLER } from '../documents/seller.ts';
import { downloadReadme } from './download-readme.ts';
import { DownloadBuildError, fontFileEntries, groupByFamily, segment, slug } from './font-archive.ts';
import { filesOfPlan, planOrderDownload } from './plan-order-download.ts';
import { type ZipEntry, zipEntries } from './zip-archive.ts';

export interface DownloadBuildDependencies {
  documents: OrderDocumentRepository;
  downloads: DownloadRepository;
  storage: FileStorage;
}

/**
 * The ZIP of an 'order' job: for each bought family (or only the job's family) and each bought
 * encoding the stored font files of its styles and variable fonts under `web/` (WOFF2) and, for items
 * under a desktop or corporate licence, under `desktop/` as TTF/OTF; the order's licence PDF (when
 * it bought fonts), its e-books under `E-books/` (whole-order downloads) and a README. Throws DownloadBuildError when the order is no longer paid or a file is missing.
 */
export async function buildOrderDownload(
  job: DownloadJobRow,
  { documents, downloads, storage }: DownloadBuildDependencies,
): Promise<{ name: string; bytes: Uint8Array }> {
  const order = job.orderId !== null ? await documents.findOrder(job.orderId) : null;
  if (!order) throw new DownloadBuildError('The order of the download does not exist.');
  if (!isPaidStatus(order.status))
    throw new DownloadBuildError(`Order ${order.id} is ${order.status}, not paid.`);
  const items = (await documents.findLicensedItems(order.id)).filter((item) =>
    FONT_ITEM_KINDS.includes(item.kind),
  );
  const productIds = [...new Set(items.map((item) => item.productId).filter((id) => id !== null))];
  const products = new Map(
    (await documents.findFontProducts(productIds)).map((product) => [product.id, product]),
  );
  const plan = planOrderDownload(items, products, job.familyId);
  const familyIds = [...new Set(plan.map((pack) => pack.familyId))];
  const files = filesOfPlan(plan, await downloads.fontFilesOfFamilies(familyIds));
  // E-books come with the whole order's download, not with one family's.
  const ebooks = job.familyId === null ? await downloads.ebookFilesOfOrder(order.id) : [];
  if (files.length === 0 && ebooks.length === 0)
    throw new DownloadBuildError(`Order ${order.id} has nothing to download.`);

  const entries: ZipEntry[] = await fontFileEntries(files, plan, storage);

  for (const ebook of ebooks) {
    const bytes = await storage.get(ebook.fileKey);
    if (!bytes)
      throw new DownloadBuildError(
        `The e-book ${ebook.fileName} (${ebook.fileKey}) is missing from storage.`,
      );
    // PDFs are compressed inside already.
    entries.push({ name: `E-books/${segment(ebook.fileName)}`, bytes, store: true });
  }

  // The licence covers fonts: an order of e-books alone has none.
  let licenseFileName: string | null = null;
  if (files.length > 0) {
    const finalized = await ensureOrderDocuments(order, { invoice: false }, { documents, storage });
    const license = finalized.licenseFileKey ? await storage.get(finalized.licenseFileKey) : null;
    if (!license)
      throw new DownloadBuildError(`The licence document of order ${order.id} could not be made.`);
    licenseFileName = `License-order-${order.id}.pdf`;
    entries.push({ name: licenseFileName, bytes: license });
  }
  const families = groupByFamily(files);
  entries.unshift({
    name: 'README.txt',
    bytes: downloadReadme({
      seller: SELLER,
      orderId: order.id,
      licenseFileName,
      families,
      ebooks: ebooks.map((ebook) => `E-books/${segment(ebook.fileName)}`),
      withDesktopFiles: entries.some((entry) => entry.name.includes('/desktop/')),
    }),
  });

  const onlyFamily = job.familyId !== null ? families[0]?.title : undefined;
  const name = onlyFamily
    ? `${slug(onlyFamily)}-order-${order.id}`
    : `order-${order.id}-${files.length > 0 ? 'fonts' : 'ebooks'}`;
  return { name, bytes: await zipEntries(entries, order.paidAt ?? order.createdAt) };
}
