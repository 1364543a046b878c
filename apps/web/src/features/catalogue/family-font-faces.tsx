import {
  type FontFaceSource,
  fontFaceCss,
  fontFaceFamilyName,
  subsetFontFaceSources,
} from '../../lib/fonts/font-face-css.ts';
import type { ListedFamily } from './family-card.tsx';

/**
 * The @font-face rules for every style of the listed families, each under its own family name and
 * one per Unicode subset: a list of Latin names loads only the Latin files, not the complete fonts.
 */
export function FamilyFontFaces({ families }: { families: readonly ListedFamily[] }) {
  const sources: FontFaceSource[] = families.flatMap((family) =>
    family.styles.flatMap((style) =>
      subsetFontFaceSources(
        { family: fontFaceFamilyName(style.id), weight: style.weight, italic: style.italic },
        style,
      ),
    ),
  );
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: fontFaceCss(sources) }} />;
}
