/** Longest url slug of a showcase, before any `-2` suffix. */
export const FONTS_IN_USE_SLUG_MAX_LENGTH = 80;

/**
 * The url segment of a showcase from its title: lower case ASCII letters, digits and single dashes
 * (accents dropped, so 'Café Zürich' gives 'cafe-zurich'). A title without any such character (e.g.
 * written in Arabic) gives 'project'.
 */
export function fontsInUseSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FONTS_IN_USE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'project' : slug;
}

/** The base slug if free, else the first free of `base-2`, `base-3`, … */
export function uniqueFontsInUseSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
