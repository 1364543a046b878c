import { subsetWithHarfBuzz } from '../engines/harfbuzz-queue.ts';
import { renameFont } from '../naming/rename-font.ts';
import { woff2ToDesktopFont } from '../woff2/woff2-to-desktop-font.ts';

export interface TrialCut {
  bytes: Uint8Array;
  format: 'ttf' | 'otf';
}

/**
 * A desktop trial cut of a stored WOFF2: the whole font (full trial) or a subset to `characters`
 * (HarfBuzz keeps what the layout features reach from them), in both cases renamed by `renameFont`.
 */
export async function cutTrialFont(
  woff2: Uint8Array,
  options: {
    characters: string | null;
    newFamily: (ownFamily: string) => string;
    reservedFontName: string | null;
  },
): Promise<TrialCut> {
  const desktop = await woff2ToDesktopFont(woff2);
  const { characters } = options;
  const cut =
    characters === null
      ? desktop.bytes
      : await subsetWithHarfBuzz(desktop.bytes, characters, {
          targetFormat: 'sfnt',
          // Keep the typographic family and the variations prefix so renaming sees them.
          preserveNameIds: [16, 17, 21, 22, 25],
        });
  return {
    bytes: renameFont(cut, { newFamily: options.newFamily, reservedFontName: options.reservedFontName }),
    format: desktop.format,
  };
}
