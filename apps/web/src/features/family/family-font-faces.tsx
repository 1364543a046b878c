import { type FontFaceSource, fontFaceCss, fontFaceFamilyName } from '../catalogue/font-face-css.ts';
import { variableFontFamilyName } from '../type-tester/tester-faces.ts';
import type { PageFamily } from './family-page-data.ts';

/** @font-face rules for every static style and every variable font of the family. */
export function FamilyFontFaces({ family }: { family: PageFamily }) {
  const sources: FontFaceSource[] = [
    ...family.styles.map((style) => ({
      family: fontFaceFamilyName(style.id),
      url: style.fontURL,
      weight: style.weight,
      italic: style.italic,
    })),
    // Declared at 400: the tester sets weight through font-variation-settings, never font-weight.
    ...family.variableFonts.map((font) => ({
      family: variableFontFamilyName(font.id),
      url: font.fontURL,
      weight: 400,
      italic: font.italic,
    })),
  ];
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: fontFaceCss(sources) }} />;
}
