import { openFontForDrawing } from '@foundry/fonts';
import PDFDocument from 'pdfkit';

export interface SpecimenSpec {
  title: string;
  /** Family name printed on the pages. */
  familyName: string;
  /** [style name, WOFF2 bytes] in the order they are shown. */
  styles: [string, Uint8Array][];
  /** Fixed so the same seed gives the same bytes (and the same content-addressed key). */
  date: Date;
}

const PANGRAM = 'Sphinx of black quartz, judge my vow.';
const ALPHABET = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789 & ! ? , . ; : ( )'];
const TEXT =
  'Typography exists to honour content. Good type invites reading: its rhythm, colour and proportions ' +
  'carry the text without drawing attention to themselves. A specimen shows a family at work, from the ' +
  'display sizes of a title page to the small sizes of running text, so its qualities can be judged.';

/**
 * A type specimen as a PDF (A5, one page per style plus a title page), set in the family itself:
 * the fonts are unpacked from WOFF2 and embedded (subset) by pdfkit.
 */
export async function renderSpecimenPdf(spec: SpecimenSpec): Promise<Uint8Array> {
  const fonts: [string, unknown][] = [];
  for (const [name, bytes] of spec.styles) {
    // A fresh copy: fontkit caches glyphs per font object (see the API's document fonts).
    fonts.push([name, await openFontForDrawing(new Uint8Array(bytes))]);
  }
  const first = fonts[0];
  if (!first) throw new Error('renderSpecimenPdf: no styles');
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: spec.title, Author: 'Foundry Press', Creator: 'Foundry Press', CreationDate: spec.date },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  // pdfkit takes a fontkit font object as well as bytes; its typings only list bytes and names.
  for (const [name, font] of fonts) doc.registerFont(name, font as string);

  doc.font(first[0]).fontSize(36).text(spec.familyName, { align: 'left' });
  doc.moveDown(0.5).fontSize(14).text(spec.title);
  doc
    .moveDown(1)
    .fontSize(10)
    .text(`${fonts.length} styles: ${fonts.map(([name]) => name).join(', ')}.`);
  for (const [name] of fonts) {
    doc.addPage();
    doc.font(name).fontSize(10).text(`${spec.familyName} ${name}`);
    doc.moveDown(1).fontSize(28).text(PANGRAM);
    doc.moveDown(1).fontSize(14);
    for (const line of ALPHABET) doc.text(line);
    doc.moveDown(1).fontSize(9).text(TEXT, { align: 'justify' });
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
