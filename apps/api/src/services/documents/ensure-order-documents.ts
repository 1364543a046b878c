import { randomBytes } from 'node:crypto';
import { PAID_ORDER_STATUSES } from '@foundry/domain';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type {
  DocumentOrderRow,
  OrderDocumentRepository,
} from '../../repositories/order-document-repository.ts';
import { formatInvoiceNumber, invoiceNumberPrefix } from './invoice-number.ts';
import { loadOrderDocumentView } from './load-order-document-view.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';
import { renderLicensePdf } from './render-license-pdf.ts';

export interface OrderDocumentDependencies {
  documents: OrderDocumentRepository;
  storage: FileStorage;
  now?: () => Date;
}

/**
 * Stored documents get an unguessable key: the generic /files/<key> route serves any stored key, so
 * the key itself must be as secret as the order's hash.
 */
function documentKey(name: string): string {
  return `documents/${randomBytes(16).toString('hex')}/${name}`;
}

/**
 * Gives a paid (or complimentary) order its invoice number and renders and stores its invoice
 * (when `invoice`) and licence document (when it holds fonts), each once: what an order already has
 * is kept. Two racing callers may both render, but the order keeps the first stored file only.
 * Returns the order as it is afterwards.
 */
export async function ensureOrderDocuments(
  order: DocumentOrderRow,
  want: { invoice: boolean },
  { documents, storage, now = () => new Date() }: OrderDocumentDependencies,
): Promise<DocumentOrderRow> {
  if (!PAID_ORDER_STATUSES.includes(order.status)) return order;
  const issuedAt = now();
  let invoiceNumber = order.invoiceNumber;
  if (want.invoice && !invoiceNumber) {
    const year = issuedAt.getUTCFullYear();
    invoiceNumber = await documents.assignInvoiceNumber(
      order.id,
      PAID_ORDER_STATUSES,
      invoiceNumberPrefix(year),
      (sequence) => formatInvoiceNumber(year, sequence),
    );
    // The order left the paid statuses meanwhile (refunded): no invoice.
    if (!invoiceNumber) return (await documents.findOrder(order.id)) ?? order;
  }
  const needsInvoice = want.invoice && !order.invoiceFileKey;
  const needsLicense = !order.licenseFileKey;
  if (!needsInvoice && !needsLicense) return order;

  const view = await loadOrderDocumentView(documents, order, { invoiceNumber, documentDate: issuedAt });
  if (needsInvoice && invoiceNumber) {
    const key = documentKey(`invoice-${invoiceNumber}.pdf`);
    await storage.put(key, await renderInvoicePdf(view), 'application/pdf');
    await documents.keepInvoiceFile(order.id, key);
  }
  if (needsLicense && view.fonts.length > 0) {
    const key = documentKey(`license-${order.id}.pdf`);
    await storage.put(key, await renderLicensePdf(view), 'application/pdf');
    await documents.keepLicenseFile(order.id, key);
  }
  return (await documents.findOrder(order.id)) ?? order;
}
