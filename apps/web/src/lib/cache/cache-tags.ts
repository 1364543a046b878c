/**
 * Tags on cached catalogue reads and pages (docs/performance.md, "Public pages"). The API posts
 * them to `/api/revalidate` when what they cover changes.
 */
export const CACHE_TAGS = {
  /** Every family list, category page and family page. */
  catalogue: 'catalogue',
  /** Books, merchandise and other products. */
  products: 'products',
  /** Stories (blog, articles, research). */
  stories: 'stories',
  /** Static pages, the home page's hero and press items. */
  pages: 'pages',
  /** Help articles. */
  help: 'help',
  /** The club's rewards and vouchers (the /club page). */
  club: 'club',
} as const;

/** What a cached read carries unless it names narrower tags: any public change renews it. */
export const PUBLIC_CONTENT_TAGS: readonly string[] = Object.values(CACHE_TAGS);

/** One family's page and stylesheet. */
export function familyTag(familyUrl: string): string {
  return `family:${familyUrl}`;
}

/** One product's page. */
export function productTag(productUrl: string): string {
  return `product:${productUrl}`;
}

/** One story's page. */
export function storyTag(storyUrl: string): string {
  return `story:${storyUrl}`;
}

/** Next accepts tags up to 256 characters; ours are short words, a colon and a url slug. */
const TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:_./-]{0,255}$/;
export const MAX_TAGS_PER_REQUEST = 100;

/** The tags of a revalidation request body `{ tags: string[] }`, or null when it is not one. */
export function parseRevalidationTags(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !('tags' in body)) return null;
  const { tags } = body as { tags: unknown };
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS_PER_REQUEST) return null;
  if (!tags.every((tag): tag is string => typeof tag === 'string' && TAG_PATTERN.test(tag))) return null;
  return [...new Set(tags)];
}
