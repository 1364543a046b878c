/**
 * One rule for browser and server (routes and readFamilyPaths).
 * The URL form of a style title: 'SemiBold Italic' → 'semibold-italic' (the /{style} route segment). */
export function styleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The style whose slug is `slug`, or undefined when the family has none (the route answers 404). */
export function styleForSlug<T extends { title: string }>(styles: readonly T[], slug: string): T | undefined {
  return styles.find((style) => styleSlug(style.title) === slug);
}
