import { type SearchCategory, searchCategorySlug } from './search-category.ts';

/** /search/{term} or /search/{term}/{category}: the term URL-encoded, the category lowercased. */
export function searchPath(term: string, category?: SearchCategory | null): string {
  const base = `/search/${encodeURIComponent(term.trim())}`;
  return category ? `${base}/${searchCategorySlug(category)}` : base;
}
