import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';

interface PreloadableFamily {
  styles: readonly { id: string; weight: number; italic: boolean }[];
}

/**
 * Loads every declared @font-face of a family through the CSS Font Loading API, so that its quick
 * view shows the real fonts at once. Faces already loaded cost nothing; a failure only means the
 * view falls back for a moment, so it is ignored.
 */
export function preloadFamilyFonts(family: PreloadableFamily, fonts: FontFaceSet = document.fonts): void {
  for (const style of family.styles) {
    const descriptor = `${style.italic ? 'italic ' : ''}${Math.round(style.weight)} 16px "${fontFaceFamilyName(style.id)}"`;
    fonts.load(descriptor).catch(() => undefined);
  }
}
