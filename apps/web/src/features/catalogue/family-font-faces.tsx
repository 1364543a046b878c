import type { ListedFamily } from './family-card.tsx';
import { type FontFaceSource, fontFaceCss, fontFaceFamilyName } from './font-face-css.ts';

/** The @font-face rules for every style of the listed families, each under its own family name. */
export function FamilyFontFaces({ families }: { families: readonly ListedFamily[] }) {
  const sources: FontFaceSource[] = families.flatMap((family) =>
    family.styles.map((style) => ({
      family: fontFaceFamilyName(style.id),
      url: style.fontURL,
      weight: style.weight,
      italic: style.italic,
    })),
  );
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: fontFaceCss(sources) }} />;
}
