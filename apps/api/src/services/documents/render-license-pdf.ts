import type { OrderItemLicense } from '@foundry/domain';
import { documentDate, drawAddressBlock, drawFacts, drawRule, drawSellerBlock } from './document-blocks.ts';
import type { LicensedFont, OrderDocumentView } from './order-document-view.ts';
import { ensureSpace, PAGE_MARGIN, type Pdf, renderPdf } from './pdf-document.ts';

function isThirdParty(license: OrderItemLicense): boolean {
  return /^third-party-\d+$/.test(license.id) || Boolean(license.licenseName);
}

function drawLicense(doc: Pdf, license: OrderItemLicense, x: number, width: number): void {
  ensureSpace(doc, 30);
  doc.font('bold').fontSize(9).text(license.title, x, doc.y, { width });
  doc.font('regular');
  if (isThirdParty(license)) {
    const who = [license.licenseName, license.licenseEmail ? `<${license.licenseEmail}>` : null]
      .filter(Boolean)
      .join(' ');
    doc.text(`Licensed to: ${who || 'not named'}`, x + 10, doc.y, { width: width - 10 });
  }
  for (const option of license.options) {
    // The third party's own number is already in its title ('Third Party 2').
    if (isThirdParty(license) && option.name === 'index') continue;
    ensureSpace(doc, 12);
    doc.text(`${option.title}: ${option.valueTitle}`, x + 10, doc.y, { width: width - 10 });
  }
  doc.moveDown(0.3);
}

function drawFont(doc: Pdf, font: LicensedFont): void {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  ensureSpace(doc, 60);
  doc.font('bold').fontSize(11).text(font.title, PAGE_MARGIN, doc.y, { width });
  doc.font('regular').fontSize(9);
  if (font.families.length > 0)
    doc.text(`Families: ${font.families.join(', ')}`, PAGE_MARGIN, doc.y, { width });
  doc.text(`Encodings: ${font.encodings.length > 0 ? font.encodings.join(', ') : '—'}`, PAGE_MARGIN, doc.y, {
    width,
  });
  doc.moveDown(0.3);
  if (font.licenses.length === 0)
    doc.text('Licences: as stated on the invoice.', PAGE_MARGIN, doc.y, { width });
  for (const license of font.licenses) drawLicense(doc, license, PAGE_MARGIN + 10, width - 10);
  doc.moveDown(0.5);
  drawRule(doc);
  doc.moveDown(0.7);
}

/**
 * The licence certificate: the licensee (licence address, else invoice address), each font or family
 * with its encodings and the licences with the chosen options, third parties by name and e-mail.
 */
export function renderLicensePdf(
  view: OrderDocumentView,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  return renderPdf(
    {
      title: `Font licence, order ${view.orderId}`,
      author: view.seller.name,
      footer: `${view.seller.name} · Font licence for order ${view.orderId}`,
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    },
    (doc) => {
      const width = doc.page.width - 2 * PAGE_MARGIN;
      const facts: [string, string][] = [
        ['Order', String(view.orderId)],
        ['Order date', documentDate(view.orderDate, view.locale)],
        ['Issued', documentDate(view.documentDate, view.locale)],
      ];
      if (view.invoiceNumber) facts.push(['Invoice', view.invoiceNumber]);
      const sellerBottom = drawSellerBlock(doc, view.seller, PAGE_MARGIN);
      const factsBottom = drawFacts(doc, 'Font licence', facts, PAGE_MARGIN);
      const licenseeBottom = drawAddressBlock(
        doc,
        'Licensee',
        view.licensee,
        PAGE_MARGIN,
        Math.max(sellerBottom, factsBottom) + 25,
      );
      doc.y = licenseeBottom + 20;
      doc
        .font('regular')
        .fontSize(9)
        .text(
          `${view.seller.name} grants the licensee named above the licences listed below for the fonts listed, ` +
            'under the End User Licence Agreement in force on the order date. Third parties named below ' +
            'may use the fonts only within the licence of the licensee.',
          PAGE_MARGIN,
          doc.y,
          { width },
        );
      doc.moveDown(1);
      drawRule(doc);
      doc.moveDown(0.7);
      if (view.fonts.length === 0)
        doc.text('This order holds no font licences.', PAGE_MARGIN, doc.y, { width });
      for (const font of view.fonts) drawFont(doc, font);
    },
  );
}
