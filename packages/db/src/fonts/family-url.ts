/** A family's URL: lower-case letters and digits in words joined by hyphens ('my-sans-pro'). */
export const FAMILY_URL_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A URL slug from a folder or family name: 'My Sans Pro' → 'my-sans-pro'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
