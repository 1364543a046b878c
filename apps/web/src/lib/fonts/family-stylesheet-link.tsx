import { familyStylesheetCss, familyStylesheetHref, type StylesheetFamily } from './family-stylesheet.ts';

/** A club member's preview URLs of a family in development carry a personal `?access=` token. */
function carriesPersonalAccess(family: StylesheetFamily): boolean {
  const urls = [...family.styles, ...(family.variableFonts ?? [])].flatMap((file) => [
    file.fontURL,
    ...(file.subsets ?? []).map((subset) => subset.url),
  ]);
  return urls.some((url) => /[?&]access=/.test(url));
}

/**
 * Links the family's @font-face stylesheet, which the browser keeps for a year (its URL carries a
 * version), so a second page or a second list of the same family costs nothing.
 * A family read with a member's personal preview URLs keeps its rules inline: the shared
 * stylesheet has only the public URLs, which answer 404 for a family in development.
 */
export function FamilyStylesheetLink({ family }: { family: StylesheetFamily }) {
  if (carriesPersonalAccess(family)) {
    // familyStylesheetCss escapes every value it writes, so the CSS cannot close this element.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
    return <style dangerouslySetInnerHTML={{ __html: familyStylesheetCss(family) }} />;
  }
  // No `precedence`: React would hold every client render back until the file loads.
  return <link rel="stylesheet" href={familyStylesheetHref(family)} />;
}
