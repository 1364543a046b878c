/**
 * The URL form of a style title: 'SemiBold Italic' → 'semibold-italic', the /fonts/{family}/{encoding}/{style}
 * segment. The web app routes with the same rule (apps/web/src/features/family/style-slug.ts); both
 * belong in packages/domain once someone may move them there.
 */
export function styleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
