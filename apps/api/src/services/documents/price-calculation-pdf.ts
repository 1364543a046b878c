import { documentDate, drawPricedDocumentHead } from './document-blocks.ts';
import type { OrderDocumentView } from './order-document-view.ts';
import { ensureSpace, PAGE_MARGIN, renderPdf } from './pdf-document.ts';
import { drawPricedLines } from './render-invoice-pdf.ts';

/**
 * The price calculation: a pro-forma quote for the buyer's purchasing department. The invoice's
 * blocks and priced lines, titled "Price calculation", with the date it was made and the date its
 * prices hold until, and no invoice number: it is not an invoice (that comes once it is paid).
 */
export function renderPriceCalculationPdf(
  view: OrderDocumentView,
  validUntil: Date,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const reference = `Price calculation ${view.orderId}`;
  return renderPdf(
    {
      title: reference,
      author: view.seller.name,
      footer: `${view.seller.name} · ${reference} · not an invoice`,
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    },
    (doc) => {
      const width = doc.page.width - 2 * PAGE_MARGIN;
      drawPricedDocumentHead(doc, view, {
        heading: 'Price calculation',
        facts: [
          ['Reference', String(view.orderId)],
          ['Date', documentDate(view.orderDate, view.locale)],
          ['Valid until', documentDate(validUntil, view.locale)],
        ],
        addressLabel: 'Prepared for',
      });
      drawPricedLines(doc, view);
      doc.moveDown(1.5);
      ensureSpace(doc, 60);
      doc
        .font('bold')
        .fontSize(9)
        .text('This is a price calculation (pro forma), not an invoice.', PAGE_MARGIN, doc.y, { width });
      doc
        .font('regular')
        .text(
          `The prices hold until ${documentDate(validUntil, view.locale)}. The invoice is issued once the order is paid.`,
          PAGE_MARGIN,
          doc.y,
          { width },
        );
    },
  );
}
