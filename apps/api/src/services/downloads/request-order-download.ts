import { randomBytes } from 'node:crypto';
import { isPaidStatus } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import { FONT_ITEM_KINDS } from '../documents/load-order-document-view.ts';
import { mayAccessOrder } from '../orders/order-permissions.ts';
import { type DownloadInfo, downloadInfoOf } from './download-info.ts';
import { announceQueuedDownload } from './download-queue-signal.ts';
import {
  type CreateDownloadInfoDependencies,
  type CreateDownloadInfoInput,
  idOf,
  refused,
} from './download-request.ts';
import { planOrderDownload } from './plan-order-download.ts';

/**
 * createDownloadInfo for type 'order': the fonts and e-books of a paid order (or the fonts of the family `familyID`),
 * for the holder of the order's hash or its signed-in owner. Queues a job (or returns the one already
 * queued or built for the same order and family) and answers its DownloadInfo. Error 200 for an
 * unknown order, no access, an unpaid order or a family the order does not hold.
 */
export async function requestOrderDownload(
  input: CreateDownloadInfoInput,
  { repositories, apiUrl }: CreateDownloadInfoDependencies,
): Promise<DownloadInfo> {
  const { downloads, orderDocuments: documents } = repositories;
  const orderId = idOf(input.orderId);
  const order = orderId !== null ? await documents.findOrder(orderId) : null;
  if (!order || !mayAccessOrder(order, input.hash, input.userId === null ? null : { id: input.userId })) {
    throw new AppError(ERROR_CODE.ORDER_INVALID);
  }
  if (!isPaidStatus(order.status))
    throw refused('The order is not paid yet: its fonts cannot be downloaded.');
  const familyId = input.familyId === null ? null : idOf(input.familyId);
  if (input.familyId !== null && familyId === null) throw refused('The order holds no such family.');

  const items = (await documents.findLicensedItems(order.id)).filter((item) =>
    FONT_ITEM_KINDS.includes(item.kind),
  );
  const productIds = [...new Set(items.map((item) => item.productId).filter((id) => id !== null))];
  const products = new Map(
    (await documents.findFontProducts(productIds)).map((product) => [product.id, product]),
  );
  const hasFonts = planOrderDownload(items, products, familyId).length > 0;
  // E-books come with the whole order's download, not with one family's.
  const hasEbooks = familyId === null && (await downloads.ebookFilesOfOrder(order.id)).length > 0;
  if (!hasFonts && !hasEbooks) {
    throw refused(
      familyId === null ? 'The order holds nothing to download.' : 'The order holds no such family.',
    );
  }

  const existing = await downloads.findReusable('order', order.id, familyId);
  if (existing) return downloadInfoOf(existing, apiUrl);
  const job = await downloads.insert({
    hash: randomBytes(24).toString('base64url'),
    type: 'order',
    userId: order.userId,
    orderId: order.id,
    familyId,
    request: JSON.stringify({ familyId }),
  });
  announceQueuedDownload();
  return downloadInfoOf(job, apiUrl);
}
