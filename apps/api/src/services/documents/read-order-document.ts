import { isPaidStatus } from '@foundry/domain';
import { ensureOrderDocuments, type OrderDocumentDependencies } from './ensure-order-documents.ts';
import { publicHashMatches } from './order-access.ts';

export type OrderDocumentKind = 'invoice' | 'license';

/**
 * The bytes of an order's invoice or licence PDF for the holder of its hash, rendered on first
 * request when finalizeOrder has not run yet. Null for anyone else and for unpaid orders.
 */
export async function readOrderDocument(
  input: { orderId: number; hash: string; kind: OrderDocumentKind },
  dependencies: OrderDocumentDependencies,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  let order = Number.isSafeInteger(input.orderId)
    ? await dependencies.documents.findOrder(input.orderId)
    : null;
  if (!order || !publicHashMatches(input.hash, order.hash) || !isPaidStatus(order.status)) return null;
  const keyOf = () => (input.kind === 'invoice' ? order?.invoiceFileKey : order?.licenseFileKey);
  if (!keyOf())
    order = await ensureOrderDocuments(order, { invoice: input.kind === 'invoice' }, dependencies);
  const key = keyOf();
  if (!key) return null;
  const bytes = await dependencies.storage.get(key);
  if (!bytes) return null;
  const fileName =
    input.kind === 'invoice' ? `invoice-${order.invoiceNumber ?? order.id}.pdf` : `license-${order.id}.pdf`;
  return { bytes, fileName };
}
