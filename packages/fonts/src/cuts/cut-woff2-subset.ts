import { subsetWithHarfBuzz } from '../engines/harfbuzz-queue.ts';
import { type RenameOptions, renameFont } from '../naming/rename-font.ts';

// The typographic family, WWS family and variations prefix: renaming reads and rewrites them.
const NAMING_IDS_KEPT_FOR_RENAMING = [16, 17, 21, 22, 25];

export interface Woff2SubsetOptions {
  /** The characters to keep; layout features keep the glyphs they reach from them. */
  text: string;
  /** Drop the hinting instructions (fpgm, prep, cvt and glyph programs). */
  noHinting?: boolean;
  /** Rename the cut (a modified font may not keep a Reserved Font Name, a preview says what it is). */
  rename?: RenameOptions;
}

/**
 * A WOFF2 subset of a stored font (any format subset-font reads), variation axes kept. Renaming
 * needs the name table as plain sfnt, so a renamed cut is made in two passes: subset to sfnt,
 * rename, then encode to WOFF2 with every glyph and the written name records kept.
 */
export async function cutWoff2Subset(font: Uint8Array, options: Woff2SubsetOptions): Promise<Uint8Array> {
  const noHinting = options.noHinting ?? false;
  const { rename } = options;
  if (!rename) return subsetWithHarfBuzz(font, options.text, { targetFormat: 'woff2', noHinting });
  const sfnt = await subsetWithHarfBuzz(font, options.text, {
    targetFormat: 'sfnt',
    noHinting,
    preserveNameIds: NAMING_IDS_KEPT_FOR_RENAMING,
  });
  const renamed = renameFont(sfnt, rename);
  const writtenIds = Object.keys(rename.records ?? {}).map(Number);
  return subsetWithHarfBuzz(renamed, null, {
    targetFormat: 'woff2',
    keepAllGlyphs: true,
    preserveNameIds: [...NAMING_IDS_KEPT_FOR_RENAMING, ...writtenIds],
  });
}
