import { openFontForDrawing } from '@foundry/db';
import { readSeedFont } from '@foundry/db/seed/seed-paths';

/** What pdfkit draws a document with: our own Noto Sans, or a standard PDF font as a fallback. */
export interface DocumentFonts {
  regular: unknown;
  bold: unknown;
  embedded: boolean;
}

const STANDARD_FONTS: DocumentFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', embedded: false };

let queue: Promise<unknown> = Promise.resolve();

/** Runs font unpacking one at a time: wawoff2 unpacks into one shared WebAssembly heap. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function open(fileName: string): Promise<unknown> {
  // A copy of the bytes gives a fresh fontkit font (openFontForDrawing caches per byte array): fontkit
  // caches glyphs per font, and a glyph first met as a component of an accented one while an earlier
  // document was subset keeps no code points, so its text would be lost from later PDFs.
  return openFontForDrawing(new Uint8Array(await readSeedFont('noto-sans', fileName)));
}

/**
 * The fonts for one document. The committed seed ships Noto Sans (Latin, Greek and Cyrillic, the
 * names buyers type) as WOFF2 only, which pdfkit cannot read: it is unpacked and handed to pdfkit as
 * a fontkit font, which pdfkit subsets and embeds.
 */
export async function documentFonts(): Promise<DocumentFonts> {
  try {
    return await oneAtATime(async () => ({
      regular: await open('NotoSans-Regular.woff2'),
      bold: await open('NotoSans-Bold.woff2'),
      embedded: true,
    }));
  } catch {
    return STANDARD_FONTS;
  }
}
