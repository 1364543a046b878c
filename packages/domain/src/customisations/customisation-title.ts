/** Longest name of a font customisation, in characters once trimmed (the API and the form share it). */
export const FONT_CUSTOMISATION_TITLE_MAX_LENGTH = 60;

/** The title as stored: trimmed, inner runs of white space kept as typed. */
export function normaliseCustomisationTitle(title: string): string {
  return title.trim();
}

/** Two titles name the same customisation when they differ only in case (and surrounding spaces). */
export function isSameCustomisationTitle(a: string, b: string): boolean {
  const fold = (title: string) => normaliseCustomisationTitle(title).normalize('NFC').toLocaleLowerCase('en');
  return fold(a) === fold(b);
}
