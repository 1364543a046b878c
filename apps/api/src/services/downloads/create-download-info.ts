import { randomBytes } from 'node:crypto';
import { isPaidStatus } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import { FONT_ITEM_KINDS } from '../documents/load-order-document-view.ts';
import { mayAccessOrder } from '../orders/order-permissions.ts';
import { type DownloadInfo, downloadInfoOf } from './download-info.ts';
import { announceQueuedDownload } from './download-queue-signal.ts';
import { planOrderDownload } from './plan-order-download.ts';
import { requestCustomisationDownload } from './request-customisation-download.ts';
import { requestFamilyDownload } from './request-family-download.ts';

export interface CreateDownloadInfoInput {
  familyId: string | null;
  orderId: string | null;
  hash: string | null;
  type: string;
  code: string | null;
  /** The encodings to pack (type 'family'); null: all the customer owns. */
  encodingIds: string[] | null;
  /** The saved customisation to cut a static instance of (type 'customisation'). */
  customisationId: string | null;
  /** The signed-in user, who may download their own orders without the hash. */
  userId: number | null;
}

export interface CreateDownloadInfoDependencies {
  repositories: Repositories;
  apiUrl: string;
}

/** Queues (or finds) the job of one download type and answers its DownloadInfo. */
export type DownloadRequester = (
  input: CreateDownloadInfoInput,
  dependencies: CreateDownloadInfoDependencies,
) => Promise<DownloadInfo>;

export function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const refused = (message: string) => new AppError(ERROR_CODE.ORDER_INVALID, { message });

/**
 * The requester of each download type; a new kind of download adds its requester here and its
 * builder in download-builders.ts.
 */
const DOWNLOAD_REQUESTERS: Readonly<Record<string, DownloadRequester>> = {
  order: requestOrderDownload,
  customisation: requestCustomisationDownload,
  family: requestFamilyDownload,
};

/** createDownloadInfo: hands the request to its type's requester (error 200 for an unknown type). */
export function createDownloadInfo(
  input: CreateDownloadInfoInput,
  dependencies: CreateDownloadInfoDependencies,
): Promise<DownloadInfo> {
  const requester = Object.hasOwn(DOWNLOAD_REQUESTERS, input.type)
    ? DOWNLOAD_REQUESTERS[input.type]
    : undefined;
  if (!requester) throw refused(`Downloads of type '${input.type.slice(0, 40)}' are not available.`);
  return requester(input, dependencies);
}

/**
 * createDownloadInfo for type 'order': the fonts and e-books of a paid order (or the fonts of the family `familyID`),
 * for the holder of the order's hash or its signed-in owner. Queues a job (or returns the one already
 * queued or built for the same order and family) and answers its DownloadInfo. Error 200 for an
 * unknown order, no access, an unpaid order or a family the order does not hold.
 */
async function requestOrderDownload(
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

  const items = (await documents.findItems(order.id)).filter((item) => FONT_ITEM_KINDS.includes(item.kind));
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
