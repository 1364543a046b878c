import { formatMoney, type Money } from '@foundry/domain';
import { documentDate, drawPricedDocumentHead, drawRule } from './document-blocks.ts';
import type { OrderDocumentView } from './order-document-view.ts';
import { ensureSpace, PAGE_MARGIN, type Pdf, renderPdf } from './pdf-document.ts';

type Column = { header: string; width: number; align: 'left' | 'right' };

// A4 content width is 495 points (595 − 2 × 50).
const COLUMNS: Column[] = [
  { header: 'Item', width: 170, align: 'left' },
  { header: 'Qty', width: 35, align: 'right' },
  { header: 'Unit price', width: 65, align: 'right' },
  { header: 'VAT %', width: 40, align: 'right' },
  { header: 'VAT', width: 60, align: 'right' },
  { header: 'Discount', width: 60, align: 'right' },
  { header: 'Amount', width: 65, align: 'right' },
];
const CELL_GAP = 4;

function vatRate(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
}

function drawRow(doc: Pdf, cells: string[], bold: boolean): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(9);
  const height = Math.max(
    ...cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 0) - CELL_GAP }),
    ),
  );
  if (ensureSpace(doc, height + 6) && !bold)
    drawRow(
      doc,
      COLUMNS.map((column) => column.header),
      true,
    );
  const top = doc.y;
  let x = PAGE_MARGIN;
  for (const [index, cell] of cells.entries()) {
    const column = COLUMNS[index];
    if (!column) continue;
    doc.text(cell, x, top, { width: column.width - CELL_GAP, align: column.align });
    x += column.width;
  }
  doc.y = top + height + 4;
  drawRule(doc);
  doc.y += 4;
}

function drawTotals(doc: Pdf, rows: [string, string, boolean][]): void {
  const labelX = 300;
  const valueX = 430;
  const width = doc.page.width - PAGE_MARGIN - valueX;
  for (const [label, value, bold] of rows) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9);
    doc.text(label, labelX, y, { width: valueX - labelX });
    doc.text(value, valueX, y, { width, align: 'right' });
    doc.y = Math.max(doc.y, y + (bold ? 15 : 12));
  }
}

/**
 * The priced lines of an order (quantity, unit price, VAT rate and amount, discount), shipping, the
 * totals and the legal note for a 0 % VAT sale: the body of the invoice and the price calculation.
 */
export function drawPricedLines(doc: Pdf, view: OrderDocumentView): void {
  const money = (value: Money) => formatMoney(value, view.locale);
  drawRow(
    doc,
    COLUMNS.map((column) => column.header),
    true,
  );
  for (const line of view.lines) {
    drawRow(
      doc,
      [
        line.title,
        String(line.quantity),
        money(line.unitPrice),
        vatRate(line.vatRateBp),
        money(line.vatAmount),
        line.discount.amount > 0 ? `-${money(line.discount)}` : '—',
        money(line.amount),
      ],
      false,
    );
  }
  doc.moveDown(0.5);
  const totals: [string, string, boolean][] = [['Subtotal (VAT excluded)', money(view.subTotal), false]];
  if (view.discount.amount > 0) totals.push(['Discount', `-${money(view.discount)}`, false]);
  if (view.shipping) totals.push([view.shipping.title, money(view.shipping.amount), false]);
  totals.push(['VAT', money(view.vat), false]);
  totals.push(['Total', money(view.total), true]);
  drawTotals(doc, totals);
  if (view.vatNote) {
    doc.moveDown(1);
    ensureSpace(doc, 30);
    doc
      .font('bold')
      .fontSize(9)
      .text(view.vatNote, PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN });
  }
}

/**
 * The invoice: seller, invoice number and dates, the buyer's invoice address, one line per item
 * (quantity, unit price, VAT rate and amount, discount), shipping, totals, and the legal note for a
 * 0 % VAT sale (reverse charge or export). Money is formatted here, at the edge.
 */
export function renderInvoicePdf(
  view: OrderDocumentView,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const number = view.invoiceNumber ?? `order ${view.orderId}`;
  return renderPdf(
    {
      title: `Invoice ${number}`,
      author: view.seller.name,
      footer: `${view.seller.name} · Invoice ${number}`,
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    },
    (doc) => {
      drawPricedDocumentHead(doc, view, {
        heading: 'Invoice',
        facts: [
          ['Invoice number', number],
          ['Invoice date', documentDate(view.documentDate, view.locale)],
          ['Date of supply', documentDate(view.documentDate, view.locale)],
          ['Order', String(view.orderId)],
          ['Order date', documentDate(view.orderDate, view.locale)],
        ],
        addressLabel: 'Bill to',
      });
      drawPricedLines(doc, view);
      doc.moveDown(1.5);
      ensureSpace(doc, 20);
      doc
        .font('regular')
        .fontSize(9)
        .text('Thank you for your order.', PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN });
    },
  );
}
