import subsetFont from 'subset-font';
import { renameFont } from './rename-font.ts';

/** A static instance of a variable font: TrueType for desktops, WOFF2 for the web. */
export interface StaticInstance {
  ttf: Uint8Array;
  woff2: Uint8Array;
}

let queue: Promise<unknown> = Promise.resolve();

/** HarfBuzz instances fonts in one WebAssembly heap: one font at a time keeps memory flat. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
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
  return oneAtATime(async () => {
    // fontverter (inside subset-font) detects the format only on a Buffer.
    const instance = await subsetFont(Buffer.from(variableFont), null, {
      keepAllGlyphs: true,
      variationAxes: { ...position },
      targetFormat: 'truetype',
      preserveNameIds: KEPT_NAME_IDS,
    });
    const ttf = renameFont(new Uint8Array(instance), {
      newFamily: () => familyName,
      reservedFontName: null,
    });
    const woff2 = await subsetFont(Buffer.from(ttf), null, {
      keepAllGlyphs: true,
      targetFormat: 'woff2',
      preserveNameIds: ALL_STANDARD_NAME_IDS,
    });
    return { ttf, woff2: new Uint8Array(woff2) };
  });
}
