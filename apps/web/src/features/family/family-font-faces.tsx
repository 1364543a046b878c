import {
  type FontFaceSource,
  fontFaceCss,
  fontFaceFamilyName,
  subsetFontFaceSources,
} from '../../lib/fonts/font-face-css.ts';
import { variableFontFamilyName } from '../type-tester/index.ts';
import type { PageFamily } from './family-page-data.ts';

/**
 * @font-face rules for every static style and every variable font of the family, one per Unicode
 * subset: a page in Latin loads only the Latin files.
 */
export function FamilyFontFaces({ family }: { family: PageFamily }) {
  const sources: FontFaceSource[] = [
    ...family.styles.flatMap((style) =>
      subsetFontFaceSources(
        { family: fontFaceFamilyName(style.id), weight: style.weight, italic: style.italic },
        style,
      ),
    ),
    // Declared at 400: the tester sets weight through font-variation-settings, never font-weight.
    ...family.variableFonts.flatMap((font) =>
      subsetFontFaceSources(
        { family: variableFontFamilyName(font.id), weight: 400, italic: font.italic },
        font,
      ),
    ),
  ];
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: fontFaceCss(sources) }} />;
}
