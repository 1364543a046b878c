import PDFDocument from 'pdfkit';
import { documentFonts } from './document-fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  author: string;
  /** Deflate the page streams (default); tests may switch it off to read the text. */
  compress?: boolean;
  /** Printed at the bottom of every page beside "Page n of m". */
  footer: string;
}

export const PAGE_MARGIN = 50;
const FOOTER_SPACE = 30;

/** The lowest y a line of `height` may start at before the page must break. */
export function pageBottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom - FOOTER_SPACE;
}

/** Starts a new page when `height` more points do not fit on this one; true when it did. */
export function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= pageBottom(doc)) return false;
  doc.addPage();
  return true;
}

/**
 * Renders an A4 PDF with the document fonts registered as 'regular' and 'bold', a footer and page
 * numbers on every page, and returns its bytes.
 */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Uint8Array> {
  const fonts = await documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: options.title, Author: options.author, Creator: options.author },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  // pdfkit takes a fontkit font object as well as bytes; its typings only list bytes and names.
  doc.registerFont('regular', fonts.regular as string);
  doc.registerFont('bold', fonts.bold as string);
  doc.font('regular');
  draw(doc);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - doc.page.margins.bottom - 12;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin while we do.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#666666');
    doc.text(options.footer, PAGE_MARGIN, y, { width: 380, lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, doc.page.width - PAGE_MARGIN - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
