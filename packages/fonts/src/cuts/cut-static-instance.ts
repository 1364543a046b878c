import { subsetWithHarfBuzz } from '../engines/harfbuzz-queue.ts';
import { renameFont } from '../naming/rename-font.ts';

/** A static instance of a variable font: TrueType for desktops, WOFF2 for the web. */
export interface StaticInstance {
  ttf: Uint8Array;
  woff2: Uint8Array;
}

/** Name records the subsetter would drop otherwise: typographic family and subfamily, WWS names. */
const KEPT_NAME_IDS = [16, 17, 21, 22];
/** Every standard name record, for the second pass that only repacks the renamed font. */
const ALL_STANDARD_NAME_IDS = Array.from({ length: 26 }, (_, id) => id);

/**
 * Cuts a static font from a variable one (WOFF2 or TTF) at `position`, which must pin every axis of
 * the font (HarfBuzz's instancer drops fvar and the variation tables), keeping every glyph, and
 * renames it to `familyName` (name table only). The TTF is the instance; the WOFF2 packs the same font.
 */
export async function cutStaticInstance(
  variableFont: Uint8Array,
  position: Readonly<Record<string, number>>,
  familyName: string,
): Promise<StaticInstance> {
  const instance = await subsetWithHarfBuzz(variableFont, null, {
    keepAllGlyphs: true,
    variationAxes: { ...position },
    targetFormat: 'truetype',
    preserveNameIds: KEPT_NAME_IDS,
  });
  const ttf = renameFont(instance, { newFamily: () => familyName, reservedFontName: null });
  const woff2 = await subsetWithHarfBuzz(ttf, null, {
    keepAllGlyphs: true,
    targetFormat: 'woff2',
    preserveNameIds: ALL_STANDARD_NAME_IDS,
  });
  return { ttf, woff2 };
}
