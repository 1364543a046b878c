import { readFile } from 'node:fs/promises';

/**
 * The fonts documents (invoices, licences, price calculations) are set in, bundled with this
 * package in `assets/`: Noto Sans Regular and Bold (Latin, Greek and Cyrillic, the names buyers
 * type) as WOFF2, under the SIL Open Font License beside them.
 */
const DOCUMENT_FONT_FILES = {
  regular: new URL('../../assets/noto-sans/NotoSans-Regular.woff2', import.meta.url),
  bold: new URL('../../assets/noto-sans/NotoSans-Bold.woff2', import.meta.url),
} as const;

export type DocumentFontWeight = keyof typeof DOCUMENT_FONT_FILES;

/** The WOFF2 bytes of a document font, read afresh on every call (the caller owns them). */
export async function readDocumentFontFile(weight: DocumentFontWeight): Promise<Uint8Array> {
  return new Uint8Array(await readFile(DOCUMENT_FONT_FILES[weight]));
}
