/** The compare page for these families, in this order: /fonts/compare/{a}/{b}…; none: /fonts/compare. */
export function comparePath(familyUrls: readonly string[]): string {
  return ['/fonts/compare', ...familyUrls.map((url) => encodeURIComponent(url))].join('/');
}

/** The families sorted A-Z by title (docs/routes.md). */
export function sortCompareAZ<T extends { title: string }>(families: readonly T[]): T[] {
  return [...families].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

/** True when the families already stand A-Z (the sort toggle shows itself pressed). */
export function isSortedAZ(families: readonly { title: string }[]): boolean {
  const sorted = sortCompareAZ(families);
  return families.every((family, index) => family === sorted[index]);
}

/** Two lists with the same fonts, in any order (a reordered URL is not a new list). */
export function sameCompareFonts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((font) => b.includes(font));
}
