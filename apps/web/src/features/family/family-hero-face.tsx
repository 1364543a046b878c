import { fontFaceCss, fontFaceFamilyName, subsetFontFaceSources } from '../../lib/fonts/font-face-css.ts';
import type { PageStyle } from './family-page-data.ts';

/**
 * The @font-face rules of the one style the hero sets the family's name in, written into the page:
 * the hero paints without waiting for the family's whole stylesheet, which is linked after it
 * (a stylesheet linked in the body holds back the painting of everything after it). The whole
 * stylesheet declares the same rules again, with the same files, so nothing loads twice.
 */
export function FamilyHeroFace({ style }: { style: PageStyle }) {
  const css = fontFaceCss(
    subsetFontFaceSources(
      { family: fontFaceFamilyName(style.id), weight: style.weight, italic: style.italic },
      style,
    ),
  );
  if (!css) return null;
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
