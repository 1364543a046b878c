import { isOpenPriceCalculation, priceCalculationValidUntil } from '@foundry/domain';
import type { OrderDocumentRepository } from '../../repositories/order-document-repository.ts';
import { loadOrderDocumentView } from './load-order-document-view.ts';
import { publicHashMatches } from './order-access.ts';
import { renderPriceCalculationPdf } from './price-calculation-pdf.ts';

/**
 * The PDF of a price calculation for the holder of its hash, rendered on request (it is made of the
 * order's stored lines and dates only, so it reads the same each time). Null for anyone else, for
 * orders that are not price calculations and for price calculations paid or cancelled: a paid one
 * has its invoice instead.
 */
export async function readPriceCalculationDocument(
  input: { orderId: number; hash: string },
  dependencies: { documents: OrderDocumentRepository },
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const order = Number.isSafeInteger(input.orderId)
    ? await dependencies.documents.findOrder(input.orderId)
    : null;
  if (!order || !publicHashMatches(input.hash, order.hash) || !isOpenPriceCalculation(order)) return null;
  const view = await loadOrderDocumentView(dependencies.documents, order, {
    invoiceNumber: null,
    documentDate: order.createdAt,
  });
  const bytes = await renderPriceCalculationPdf(view, priceCalculationValidUntil(order.createdAt));
  return { bytes, fileName: `price-calculation-${order.id}.pdf` };
}
