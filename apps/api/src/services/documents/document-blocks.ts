import type { DocumentAddress, OrderDocumentView } from './order-document-view.ts';
import { PAGE_MARGIN, type Pdf } from './pdf-document.ts';
import type { SellerDetails } from './seller.ts';

/** Dates on documents: '22 November 2026', in UTC so the server's zone does not move the day. */
export function documentDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The lines an address prints as, without empty ones. */
export function addressLines(address: DocumentAddress): string[] {
  return [
    address.organization,
    ...address.lines,
    [address.zip, address.city].filter(Boolean).join(' '),
    address.state,
    address.countryTitle,
    address.vatNumber ? `VAT ID: ${address.vatNumber}` : null,
    address.email,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** The seller at the top left; returns the y below it. */
export function drawSellerBlock(doc: Pdf, seller: SellerDetails, top: number): number {
  doc.font('bold').fontSize(13).text(seller.name, PAGE_MARGIN, top, { width: 260 });
  doc.font('regular').fontSize(9);
  for (const line of [
    ...seller.addressLines,
    seller.countryTitle,
    `VAT ID: ${seller.vatNumber}`,
    `Company ID: ${seller.companyId}`,
    seller.email,
    seller.web,
  ]) {
    doc.text(line, PAGE_MARGIN, doc.y, { width: 260 });
  }
  return doc.y;
}

/** Label/value pairs at the top right (number, dates); returns the y below them. */
export function drawFacts(doc: Pdf, heading: string, facts: [string, string][], top: number): number {
  const x = 330;
  const width = doc.page.width - PAGE_MARGIN - x;
  doc.font('bold').fontSize(18).text(heading, x, top, { width, align: 'right' });
  doc.moveDown(0.3);
  doc.fontSize(9);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').text(label, x, y, { width: width / 2 });
    doc.font('bold').text(value, x + width / 2, y, { width: width / 2, align: 'right' });
  }
  return doc.y;
}

/** A titled address block; returns the y below it. */
export function drawAddressBlock(
  doc: Pdf,
  title: string,
  address: DocumentAddress | null,
  x: number,
  top: number,
): number {
  const width = 240;
  doc.font('bold').fontSize(9).fillColor('#666666').text(title.toUpperCase(), x, top, { width });
  doc
    .fillColor('black')
    .fontSize(11)
    .text(address?.name ?? '—', x, doc.y + 2, { width });
  doc.font('regular').fontSize(9);
  for (const line of address ? addressLines(address) : []) doc.text(line, x, doc.y, { width });
  return doc.y;
}

/** A thin rule across the content width at the current y. */
export function drawRule(doc: Pdf, y: number = doc.y): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
    .strokeColor('black');
}

/**
 * The head every priced document (invoice, price calculation) shares: the seller at the left, the
 * heading and its facts at the right, the buyer's address below both; the lines start under it.
 */
export function drawPricedDocumentHead(
  doc: Pdf,
  view: OrderDocumentView,
  head: { heading: string; facts: [string, string][]; addressLabel: string },
): void {
  const sellerBottom = drawSellerBlock(doc, view.seller, PAGE_MARGIN);
  const factsBottom = drawFacts(doc, head.heading, head.facts, PAGE_MARGIN);
  const addressBottom = drawAddressBlock(
    doc,
    head.addressLabel,
    view.buyer,
    PAGE_MARGIN,
    Math.max(sellerBottom, factsBottom) + 25,
  );
  doc.y = addressBottom + 25;
}
