import {
  type FontFaceSource,
  fontFaceCss,
  fontFaceFamilyName,
  type SubsetFontFile,
  subsetFontFaceSources,
  variableFontFamilyName,
} from './font-face-css.ts';

/** What a family's stylesheet declares: its static styles and, on the family page, its variable fonts. */
export interface StylesheetFamily {
  url: string;
  encoding?: { id: string } | null;
  styles: readonly (SubsetFontFile & { id: string; weight: number; italic: boolean })[];
  variableFonts?: readonly (SubsetFontFile & { id: string; italic: boolean })[];
}

/** The path every family stylesheet lives under (app/font-faces/[family]/route.ts). */
export const FAMILY_STYLESHEET_PATH = '/font-faces';

/**
 * A short version of the family's static styles (their ids, faces and preview file URLs, which name
 * the file's content): it changes when a file or a style changes, so the stylesheet's URL can be
 * cached for a year. FNV-1a, since the client-side lists compute it too; lists do not read the
 * subsets, so they are not part of it.
 */
export function familyFacesVersion(family: Pick<StylesheetFamily, 'styles'>): string {
  let hash = 0x811c9dc5;
  const text = family.styles
    .map((style) => [style.id, style.weight, style.italic, style.fontURL].join(' '))
    .join('\n');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** `/font-faces/{family}?v=…` (and the encoding shown, when the page names one). */
export function familyStylesheetHref(family: StylesheetFamily): string {
  const query = new URLSearchParams();
  if (family.encoding?.id) query.set('encoding', family.encoding.id);
  query.set('v', familyFacesVersion(family));
  return `${FAMILY_STYLESHEET_PATH}/${encodeURIComponent(family.url)}?${query}`;
}

/**
 * The family's @font-face rules: every static style, and every variable font (declared at 400: the
 * tester sets weight through font-variation-settings), one rule per Unicode subset.
 */
export function familyStylesheetCss(family: StylesheetFamily): string {
  const sources: FontFaceSource[] = [
    ...family.styles.flatMap((style) =>
      subsetFontFaceSources(
        { family: fontFaceFamilyName(style.id), weight: style.weight, italic: style.italic },
        style,
      ),
    ),
    ...(family.variableFonts ?? []).flatMap((font) =>
      subsetFontFaceSources(
        { family: variableFontFamilyName(font.id), weight: 400, italic: font.italic },
        font,
      ),
    ),
  ];
  return `${fontFaceCss(sources)}\n`;
}
