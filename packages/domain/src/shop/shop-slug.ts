/**
 * The URL form of a filter value: 'Global Type Institute' → 'global-type-institute',
 * 'Typografie & Écriture' → 'typografie-ecriture'. Accents are dropped, anything else that is not a
 * letter or digit becomes one hyphen.
 */
export function shopSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The value among `values` whose slug is `slug`, or null when none has it. */
export function valueForSlug(slug: string, values: readonly string[]): string | null {
  return values.find((value) => shopSlug(value) === slug) ?? null;
}
