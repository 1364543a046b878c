import { type DocumentFontWeight, openFontForDrawing, readDocumentFontFile } from '@foundry/fonts';

/** What pdfkit draws a document with: our own Noto Sans, or a standard PDF font as a fallback. */
export interface DocumentFonts {
  regular: unknown;
  bold: unknown;
  embedded: boolean;
}

const STANDARD_FONTS: DocumentFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', embedded: false };

async function open(weight: DocumentFontWeight): Promise<unknown> {
  // Fresh bytes give a fresh fontkit font (openFontForDrawing caches per byte array): fontkit caches
  // glyphs per font, and a glyph first met as a component of an accented one while an earlier
  // document was subset keeps no code points, so its text would be lost from later PDFs.
  return openFontForDrawing(await readDocumentFontFile(weight));
}

/**
 * The fonts for one document (see docs/fonts.md). They ship as WOFF2 only, which pdfkit cannot
 * read: each is unpacked and handed to pdfkit as a fontkit font, which pdfkit subsets and embeds.
 */
export async function documentFonts(): Promise<DocumentFonts> {
  try {
    return { regular: await open('regular'), bold: await open('bold'), embedded: true };
  } catch {
    return STANDARD_FONTS;
  }
}
