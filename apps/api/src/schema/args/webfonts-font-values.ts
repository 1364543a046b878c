import type { WebfontsProjectFontValues } from '@foundry/domain/webfonts/webfonts-project-input';

type FontInput = {
  styleID?: string | number | null;
  variableFontID?: string | number | null;
} & Omit<WebfontsProjectFontValues, 'styleID' | 'variableFontID'>;

/** GraphQL hands IDs over as strings or numbers; the domain checks strings. */
export function fontValuesOf(
  fonts: readonly FontInput[] | null | undefined,
): WebfontsProjectFontValues[] | null {
  if (!fonts) return null;
  return fonts.map((font) => ({
    ...font,
    styleID: font.styleID == null ? null : String(font.styleID),
    variableFontID: font.variableFontID == null ? null : String(font.variableFontID),
  }));
}
